"""A source's consent terms fit how the interview is recorded (issue 19, round k readers: "the release signed by
you allows audio only, with no video or photographs" next to "You agreed to be filmed at the kitchen of the family
home"; a podcast guest released for an on-camera appearance)."""

from privasis_hub.synth.catalog import categories

_FILMED_ONLY = ("on camera", "on-camera", "in frame", "face blurred", "silhouette lighting")


def _terms(record_type: str) -> tuple[str, ...]:
    media = categories()["media"]
    own = next(f for f in media.fields if f.key == "interview_consent_terms").choices
    return media.record_types[record_type].matter_choices("interview_consent_terms") or own


def test_a_filmed_interview_is_not_released_for_audio_only():
    media = categories()["media"]
    filmed = [rt for rt in media.record_types if {"film_location", "interview_consent_terms"}
              <= {f.key for f in media.fields_for(rt)}]
    assert filmed
    for rt in filmed:
        assert not [t for t in _terms(rt) if "audio only" in t], rt


def test_a_podcast_guest_is_not_released_for_a_camera():
    media = categories()["media"]
    podcasts = [rt for rt in media.record_types if "podcast" in rt
                and "interview_consent_terms" in {f.key for f in media.fields_for(rt)}]
    assert podcasts
    for rt in podcasts:
        assert not [t for t in _terms(rt) if any(w in t for w in _FILMED_ONLY)], rt
