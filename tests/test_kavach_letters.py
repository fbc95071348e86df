"""E-mails are headed, opened and signed the way the language writes them (``letter`` in a language file)."""

import dataclasses
import random
from pathlib import Path

import pytest

from privasis_hub.kavach import generate, languages
from privasis_hub.kavach.languages import LANGUAGES, LanguageDataError, load_language

DATA = Path(languages.__file__).resolve().parent.parent / "data" / "kavach"

LETTER = """
letter:
  headers: [De, Para, Asunto]
  subjects: [Consulta sobre mi factura, Cambio de domicilio]
  salutations: ['Buenos días:', 'Estimados señores:']
  named_salutations: ['Hola, {PERSON}:']
  closings: [Un saludo, Atentamente]
  business_signatures: [El equipo de atención al cliente]
"""


def _es_with(tmp_path: Path, letter: str) -> Path:
    path = tmp_path / "es.yaml"
    text = (DATA / "es.yaml").read_text(encoding="utf-8")
    head, found, tail = text.partition("\nletter:")  # the file's own letter block goes, whatever key follows it
    rest = tail.split("\n", 1)[1] if found else ""
    rest = "\n".join(line for line in rest.split("\n") if not line.startswith(" ") and not line.startswith("-"))
    path.write_text(head + "\n" + rest + letter, encoding="utf-8")
    return path


def test_a_letter_block_loads_into_the_language(tmp_path):
    lang = load_language(_es_with(tmp_path, LETTER))
    assert lang.letter["headers"] == ("De", "Para", "Asunto")
    assert lang.letter["named_salutations"] == ("Hola, {PERSON}:",)


@pytest.mark.parametrize(
    ("letter", "message"),
    [
        (LETTER.replace("  closings:", "  firmas:"), r"line \d+: letter.firmas: not a letter key"),
        (LETTER.replace("[De, Para, Asunto]", "[De, Para]"), r"letter.headers: expected three names"),
        (LETTER.replace("'Hola, {PERSON}:'", "'Hola:'"), r"line \d+: letter.named_salutations\[0\]: holds \{PERSON\}"),
        (LETTER.replace("Un saludo,", "'Un saludo {PERSON}',"), r"letter.closings\[0\]: holds no placeholder"),
        (LETTER.replace("Atentamente]", "Un saludo]"), r"letter.closings: a line is written twice"),
    ],
)
def test_a_bad_letter_block_names_the_key_and_line(tmp_path, letter, message):
    path = _es_with(tmp_path, letter)
    with pytest.raises(LanguageDataError, match=message) as err:
        load_language(path)
    assert str(path) in str(err.value)


def _emails(lang, negative: bool, n: int = 60):
    """``n`` e-mails of ``lang`` (one person's sentences each), with their entities."""
    out = []
    for seed in range(n):
        rng = random.Random(seed)
        templates = generate._frames(lang, rng, "banking", negative, "email")
        templates = ([] if negative else ["Me llamo {PERSON}."]) + templates
        values = generate._Values(lang, rng, None, "banking", frozenset(), negative)
        sentences = [values.resolve(t) for t in templates]
        b = generate.Builder()
        generate._email(b, sentences, values, lang, rng, negative)
        out.append(b.doc())
    return out


def test_an_email_uses_the_languages_headers_salutation_and_sign_off(tmp_path, monkeypatch):
    lang = load_language(_es_with(tmp_path, LETTER))
    monkeypatch.setitem(LANGUAGES, "es", lang)
    docs = _emails(lang, negative=False) + _emails(lang, negative=True)
    for doc in docs:
        head = doc.text.split("\n")
        assert head[0].startswith("De: ") and head[1].startswith("Para: ") and head[2].startswith("Asunto: ")
        assert head[2].removeprefix("Asunto: ").removeprefix("Re: ") in lang.letter["subjects"]
        assert "From:" not in doc.text and "Subject:" not in doc.text
        assert any(c in doc.text for c in lang.letter["closings"])
        for e in doc.entities:  # every span still points at its value
            assert doc.text[e.start:e.end] == e.text
    positives, negatives = docs[:60], docs[60:]
    signed = [d for d in positives if d.text.rstrip("\n").rsplit("\n", 1)[-1] in
              {e.text for e in d.entities if e.label == "PERSON"}]
    assert signed, "a person who gives their name signs with it"
    named = [d for d in positives if d.text.split("\n")[4].startswith("Hola, ")]
    assert named
    for d in named:  # the salutation's name is the person's, labelled where it stands
        start = d.text.index("\nHola, ") + len("\nHola, ")
        assert any(e.label == "PERSON" and e.start == start for e in d.entities)
    for doc in negatives:  # a business's notice names nobody: no PERSON, signed by a team
        assert not doc.entities
        assert doc.text.rstrip("\n").endswith("El equipo de atención al cliente")


def test_a_language_without_letter_data_keeps_english_headers_and_its_greeting():
    lang = dataclasses.replace(LANGUAGES["es"], letter={})
    (doc,) = _emails(lang, negative=True, n=1)
    assert doc.text.startswith("From: ") and "\nSubject: Re: " in doc.text and f"\n\n{lang.greeting}\n" in doc.text


def test_a_person_signs_with_the_full_or_given_name_and_staff_sign_a_business_reply(tmp_path, monkeypatch):
    from privasis_hub.kavach.labels import name_parts

    lang = load_language(_es_with(tmp_path, LETTER))
    monkeypatch.setitem(LANGUAGES, "es", lang)
    full = given = staff = 0
    for seed in range(200):
        rng = random.Random(seed)
        templates = ["Me llamo {PERSON}."] + generate._frames(lang, rng, "banking", False, "email")
        values = generate._Values(lang, rng, None, "banking", frozenset(), False)
        sentences = [values.resolve(t) for t in templates]
        b = generate.Builder()
        generate._email(b, sentences, values, lang, rng, False)
        doc = b.doc()
        body = doc.text.split("\n\n> ")[0]  # the reply, above the message it quotes
        lines = body.rstrip("\n").split("\n")
        persons = [e for e in doc.entities if e.label == "PERSON" and e.end <= len(body)]
        assert all(doc.text[e.start:e.end] == e.text for e in doc.entities)
        if lines[2].startswith("Asunto: Re: "):  # the business answers: a member of staff may sign
            if lines[-1] == "El equipo de atención al cliente" and persons and persons[-1].text == lines[-2]:
                assert persons[-1].text != values.get("PERSON")  # someone else, labelled PERSON too
                staff += 1
            continue
        assert persons[-1].text == lines[-1]  # the person signs, and the signature is labelled
        if lines[-1] == values.get("PERSON"):
            full += 1
        else:
            assert lines[-1] == name_parts(values.ctx)[0]
            given += 1
    assert full and given and staff


def test_a_chat_shows_speakers_by_name_only_where_the_person_is_named():
    lang = LANGUAGES["en"]
    agent, customer = lang.speaker_words
    named = 0
    for seed in range(120):
        for negative in (False, True):
            rng = random.Random(seed)
            templates = generate._frames(lang, rng, "banking", negative, "chat")
            if not negative:
                templates = ["My name is {PERSON}."] + templates
            values = generate._Values(lang, rng, None, "banking", frozenset(), negative)
            sentences = [values.resolve(t) for t in templates]
            b = generate.Builder()
            generate._chat(b, sentences, values, lang, rng, negative)
            doc = b.doc()
            starts = {e.start: e for e in doc.entities if e.label in ("PERSON", "USERNAME")}
            speakers = set()
            for line in doc.text.rstrip("\n").split("\n"):
                stamp = line.index("] ") + 2 if line.startswith("[") else 0  # half of the chats carry timestamps
                offset = doc.text.index(line) + stamp
                who = line[stamp:].split(":", 1)[0]
                # a name is a PERSON, a username a USERNAME
                assert who in (agent, customer) or starts.get(offset) is not None, line
                speakers.add(who)
            if negative:
                assert speakers <= {agent, customer}  # a business's chat names nobody
            elif not speakers & {agent, customer}:
                named += 1
                assert values.get("PERSON").startswith(sorted(speakers, key=lambda w: doc.text.index(w))[0])
    assert named



def _positive_docs(layout: str, n: int = 150):
    """``n`` English positives of ``layout`` built by :func:`generate.compose`."""
    return [generate.compose(generate.Blueprint(index=seed, language="en", domain="banking", layout=layout,
                                                negative=False, derive=None, seed=seed)) for seed in range(n)]


def test_lookalikes_of_a_positive_email_sit_in_the_quoted_message_not_in_the_persons_own_lines():
    quoted_notices = quoted_messages = 0
    for doc in _positive_docs("email"):
        reply, _, quote = doc.text.partition("\n\n> ")
        if not quote:
            continue
        inside = [e for e in doc.entities if e.start >= len(reply)]
        if doc.text.split("\n")[2].startswith("Subject: Re: "):  # the business answers, quoting the person
            assert any(e.label == "EMAIL" for e in inside)
            quoted_messages += 1
        else:  # the person writes; the business's earlier message is quoted below it and names nobody
            assert not inside
            quoted_notices += 1
    assert quoted_notices and quoted_messages


def test_a_business_notice_in_a_chat_is_the_agents_line_never_the_customers():
    from privasis_hub.kavach.generate import _SLOT, BUSINESS_VOICE

    openings = {t.split("{")[0] for t in LANGUAGES["en"].frames["negative"] if BUSINESS_VOICE & set(_SLOT.findall(t))}
    openings = {o for o in openings if len(o) >= 12}  # "For questions about order ", "We never ask for your PIN, ..."
    by_agent = 0
    for doc in _positive_docs("chat", 300):
        for line in doc.text.splitlines():
            said = line.split(": ", 1)[1] if ": " in line else ""
            if any(said.startswith(o) for o in openings):
                assert "Customer:" not in line
                by_agent += 1
    assert by_agent


def test_a_form_files_the_persons_name_family_name_first_in_some_documents_and_labels_it():
    filed = plain = 0
    for doc in _positive_docs("form", 200):
        for e in doc.entities:
            if e.label == "PERSON":
                assert doc.text[e.start:e.end] == e.text
                if ", " in e.text:
                    family, given = e.text.split(", ", 1)
                    assert family and given and " " not in family
                    filed += 1
                else:
                    plain += 1
    assert filed and plain > filed


def test_filed_names_only_where_the_language_writes_the_given_name_first_in_latin_script():
    from privasis_hub.kavach.generate import filed_name

    assert filed_name(LANGUAGES["en"], "Marcus", "Bell") == "Bell, Marcus"
    assert filed_name(LANGUAGES["ja"], "Hiroshi", "Tanaka") is None
    assert filed_name(LANGUAGES["ru"], "Ivan", "Petrov") is None


def test_some_positive_chats_show_the_person_by_their_username_and_label_it():
    shown = 0
    for doc in _positive_docs("chat", 120):
        first = doc.text.split("\n", 1)[0]
        speaker = first.split("] ", 1)[-1].split(": ", 1)[0]  # after the timestamp, where the chat shows one
        handles = [e for e in doc.entities if e.label == "USERNAME"
                   and (e.start == 0 or doc.text[e.start - 1] == "\n" or doc.text[e.start - 2 : e.start] == "] ")]
        if handles:
            assert handles[0].text == speaker and "@" not in speaker
            shown += 1
    assert 0 < shown < 120
