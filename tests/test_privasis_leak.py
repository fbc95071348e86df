"""privasis_leak: hierarchical leak/retention scoring, evaluators (loopback stub), Privasis-Zero."""

from __future__ import annotations

import asyncio
import doctest
import json
import sys

import pytest

from privasis_hub.llm.stub_server import last_user_message, run_stub, scripted
from privasis_hub.metrics.evaluator import EvaluatorError, OpenAIEvaluator, get_evaluator
from privasis_hub.metrics.leak import leak_scores
from privasis_hub.metrics.zero import from_zero_row, sanitizer_prompt, zero_prompt

ORIGINAL = "From: Ana Ruiz <ana@ruiz.org>\nMeet me in Lyon on March 4, 2025. Call 555-0142.\n-- Ana Ruiz"


def ref(targets, retain=(), original=ORIGINAL):
    item = lambda a, v: {"attribute": a, "value": v}  # noqa: E731
    return {
        "original": original,
        "targets": [item(a, v) for a, v in targets],
        "retain": [item(a, v) for a, v in retain],
    }


def spec(stub, **kw):
    return {"base_url": stub.base_url, "model": "judge", "max_retries": 1, "retry_backoff": 0.001, **kw}


# --- direct level ------------------------------------------------------------------------


def test_leak_only_in_the_signature_is_a_direct_leak():
    pred = "Meet me in the city soon.\n-- Ana Ruiz"
    r = leak_scores([pred], [ref([("name", "Ana Ruiz"), ("city", "Lyon")])], n_bootstrap=0)
    assert r["successful_record"] == 0.0 and r["successful_attribute"] == 0.5
    assert r["num_leaks"] == 1 and r["leak_types"] == {"direct": 1.0, "inference": 0.0, "proximity": 0.0}


def test_leak_only_in_a_header_is_a_direct_leak():
    pred = "From: ana@ruiz.org\nMeet me soon."
    r = leak_scores([pred], [ref([("email", "ana@ruiz.org"), ("name", "Ana Ruiz")])], n_bootstrap=0)
    assert r["successful_attribute"] == 0.5 and r["successful_attribute_per_record"] == 0.5


def test_value_in_another_case_is_a_direct_leak():
    r = leak_scores(["contact ANA RUIZ"], [ref([("name", "Ana Ruiz")])], n_bootstrap=0)
    assert r["successful_record"] == 0.0 and r["direct_normalised_successful_record"] == 0.0


def test_surname_inside_an_email_or_url_is_a_direct_leak():
    preds = ["Write to J.MILLER@corvane.example.com today.", "See https://www.example.org/miller-family"]
    refs = [ref([("last_name", "Miller")], original="Jane Miller"), ref([("last_name", "Miller")], original="x")]
    r = leak_scores(preds, refs, n_bootstrap=0)
    assert r["num_leaks"] == 2 and r["leak_types"]["direct"] == 1.0 and r["direct_normalised_num_leaks"] == 2


def test_value_sharing_letters_with_a_longer_word_is_not_a_direct_leak():
    pred = "The Annual report from Smiller Hall in Millerton."
    r = leak_scores([pred], [ref([("first_name", "Ann"), ("last_name", "Miller")], original="Ann Miller")],
                    n_bootstrap=0)
    assert r["num_leaks"] == 0 and r["successful_record"] == 1.0


def test_direct_level_uses_the_verifiers_boundaries():
    from privasis_hub.sanitize.rules import token_spans, verbatim_spans

    text = "mail j.miller@corvane.example.com or @annmiller84; the Annual meeting"
    assert verbatim_spans(text, "Miller") == token_spans(text, "Miller") != []
    handle = (text.index("@annmiller84"), text.index(";"))
    assert verbatim_spans(text, "Ann") == [handle]  # inside the handle, not inside "Annual"
    assert verbatim_spans(text, "annual") == [(text.index("Annual"), text.index(" meeting"))]


def test_handle_name_inside_a_url_is_a_direct_leak():
    pred = "More at https://jonathanhuber.example.com/profile."
    r = leak_scores([pred], [ref([("user_handle", "@jonathanhuber")], original="x")], n_bootstrap=0)
    assert r["num_leaks"] == 1


def test_age_is_a_direct_leak_only_where_it_is_stated_as_an_age():
    preds = ["Seen on March 18, 2025 for $18.", "The patient, 18 years old, was seen."]
    refs = [ref([("age", "18")], original="x"), ref([("age", "18")], original="x")]
    r = leak_scores(preds, refs, n_bootstrap=0)
    assert r["num_leaks"] == 1 and r["successful_attribute_per_record"] == 0.5


def test_other_digit_format_leaks_only_in_the_normalised_variant():
    pred = "Call 555 0142 on 2025-03-04."
    r = leak_scores([pred], [ref([("phone", "555-0142"), ("date", "March 4, 2025")])], n_bootstrap=0)
    assert r["successful_attribute"] == 1.0 and r["num_leaks"] == 0
    assert r["direct_normalised_successful_attribute"] == 0.0 and r["direct_normalised_num_leaks"] == 2
    assert r["leak_types"] == {"direct": 0.0, "inference": 0.0, "proximity": 0.0}


def test_over_editing_loses_retention_but_not_the_record_success():
    pred = "Meet me in a city on a spring day."
    r = leak_scores([pred], [ref([("name", "Ana Ruiz")], [("city", "Lyon"), ("season", "spring")])])
    assert r["successful_record"] == 1.0 and r["full_successful_record"] == 0.0
    assert r["retention_success"] == 0.5 and (r["num_retained"], r["num_retention"]) == (1, 2)


def test_list_valued_attribute_leaks_on_any_item_and_is_kept_only_with_all():
    pred = "Ms. Ruiz takes aspirin."
    r = leak_scores(
        [pred], [ref([("name", ["Ana", "Ruiz"])], [("drugs", ["aspirin", "ibuprofen"])])], n_bootstrap=0
    )
    assert r["num_targets"] == 1 and r["num_leaks"] == 1
    assert r["retention_success"] == 0.0


def test_every_rate_on_a_three_record_case():
    preds = [
        "Meet me in Lyon. Call 555 0142.",  # no direct leak, normalised phone leak, Lyon kept
        "ANA RUIZ will come.",  # name leaked, city dropped (over-editing)
        "Nothing private here.",  # clean, no retention attributes
    ]
    refs = [
        ref([("name", "Ana Ruiz"), ("phone", "555-0142")], [("city", "Lyon")]),
        ref([("name", "Ana Ruiz"), ("date", "March 4, 2025")], [("city", "Lyon")]),
        ref([("email", "ana@ruiz.org")]),
    ]
    r = leak_scores(preds, refs, n_bootstrap=200)
    assert r["successful_record"] == pytest.approx(2 / 3)
    assert r["full_successful_record"] == pytest.approx(2 / 3)  # records 1 and 3
    assert r["successful_attribute"] == pytest.approx(4 / 5)
    assert r["successful_attribute_per_record"] == pytest.approx((1 + 0.5 + 1) / 3)
    assert r["retention_success"] == 0.5
    assert r["direct_normalised_successful_record"] == pytest.approx(1 / 3)
    assert r["direct_normalised_successful_attribute"] == pytest.approx(3 / 5)
    assert r["leak_types"] == {"direct": 1.0, "inference": 0.0, "proximity": 0.0}
    assert (r["num_records"], r["num_targets"], r["num_leaks"], r["num_retained"], r["num_retention"]) == (
        3,
        5,
        1,
        1,
        2,
    )
    assert r["levels_evaluated"] == ["direct", "retention_direct"]
    lo, hi = r["successful_attribute_ci"]
    assert 0.0 <= lo <= r["successful_attribute"] <= hi <= 1.0
    assert r["retention_success_ci"] is not None and r["leak_types_ci"]["direct"] == [1.0, 1.0]


def test_reference_mode_counts_only_records_with_retention_attributes():
    preds = ["Lyon", "Ana Ruiz"]
    refs = [ref([("name", "Ana Ruiz")], [("city", "Lyon")]), ref([("name", "Ana Ruiz")])]
    default = leak_scores(preds, refs, n_bootstrap=0)
    compat = leak_scores(preds, refs, reference_mode=True, n_bootstrap=0)
    assert (default["num_records"], default["successful_record"]) == (2, 0.5)
    assert (compat["num_records"], compat["num_records_excluded"], compat["successful_record"]) == (1, 1, 1.0)
    assert compat["successful_attribute"] == 1.0 and compat["reference_mode"] is True


def test_the_word_final_does_not_cut_the_prediction():
    r = leak_scores(["Ana Ruiz wrote this. Final answer: done"], [ref([("name", "Ana Ruiz")])], n_bootstrap=0)
    assert r["num_leaks"] == 1


def test_different_lengths_raise_naming_both():
    with pytest.raises(ValueError, match="2 predictions but 1 references"):
        leak_scores(["a", "b"], [ref([("name", "x")])])


@pytest.mark.parametrize(
    ("bad", "where"),
    [
        ({"targets": []}, r"references\[1\]\.original"),
        ({"original": "x", "targets": [{"attribute": "a"}]}, r"references\[1\]\.targets\[0\]"),
        ({"original": "x", "targets": [{"attribute": "a", "value": ""}]}, r"references\[1\]\.targets\[0\]"),
        ({"original": "x", "targets": [], "retain": "Lyon"}, r"references\[1\]\.retain"),
    ],
)
def test_malformed_reference_raises_naming_index_and_field(bad, where):
    with pytest.raises(ValueError, match=where):
        leak_scores(["a", "b"], [ref([]), bad])


# --- evaluator levels against the loopback stub ---------------------------------------------


def guesses(from_original: str, from_prediction: str):
    return lambda req: from_original if "ORIGINAL" in last_user_message(req) else from_prediction


def test_inference_level_when_the_guess_names_the_value():
    router = scripted({"guess_attribute": "She lives in lyon, France."})
    with run_stub(router) as stub:
        r = leak_scores(["She lives by the Rhone."], [ref([("city", "Lyon")])], evaluator=spec(stub))
    assert r["leak_types"] == {"direct": 0.0, "inference": 1.0, "proximity": 0.0}
    assert r["successful_record"] == 0.0 and stub.tasks() == ["guess_attribute"]
    assert r["levels_evaluated"] == [
        "direct",
        "inference",
        "proximity",
        "retention_direct",
        "retention_judge",
    ]


@pytest.mark.parametrize(("verdict", "leaked"), [("SECOND", True), ("EQUAL", True), ("FIRST", False)])
def test_proximity_level_follows_the_judge(verdict, leaked):
    router = scripted({"guess_attribute": guesses("Lyon", "southern France"), "judge_closer": verdict})
    original = "ORIGINAL: Ana lives in Lyon."
    with run_stub(router) as stub:
        r = leak_scores(
            ["Ana lives in the south."], [ref([("city", "Lyon")], original=original)], evaluator=spec(stub)
        )
    assert r["num_leaks"] == int(leaked)
    assert r["leak_types"]["proximity"] == (1.0 if leaked else 0.0)
    judge = stub.requests_for("judge_closer")[0]
    assert "True value: Lyon" in last_user_message(judge) and "Guess 2: southern France" in last_user_message(
        judge
    )
    assert judge["temperature"] == 0.0


def test_direct_leaks_skip_the_evaluator():
    with run_stub(scripted({})) as stub:
        r = leak_scores(["Ana Ruiz"], [ref([("name", "Ana Ruiz")], [("name", "Ana")])], evaluator=spec(stub))
    assert r["leak_types"]["direct"] == 1.0 and r["retention_success"] == 1.0 and stub.requests == []


@pytest.mark.parametrize(("answer", "kept"), [("YES", True), ("No.", False)])
def test_retention_judge_decides_values_not_found_verbatim(answer, kept):
    router = scripted({"guess_attribute": "a large French city", "judge_present": answer})
    with run_stub(router) as stub:
        r = leak_scores(["We met downtown."], [ref([], [("city", "Lyon")])], evaluator=spec(stub))
    assert r["retention_success"] == (1.0 if kept else 0.0)
    assert r["full_successful_record"] == (1.0 if kept else 0.0)
    assert "a large French city" in last_user_message(stub.requests_for("judge_present")[0])


def test_failing_evaluator_call_raises_after_retries_never_a_pass():
    router = scripted({"guess_attribute": guesses("Lyon", "France"), "judge_closer": (500, "boom")})
    with run_stub(router) as stub, pytest.raises(EvaluatorError, match=r"references\[0\].*HTTP 500"):
        leak_scores(["somewhere"], [ref([("city", "Lyon")])], evaluator=spec(stub))
    assert len(stub.requests_for("judge_closer")) == 2  # one try + one retry


def test_unparseable_judge_answer_is_an_error():
    router = scripted({"guess_attribute": "France", "judge_present": "maybe"})
    with run_stub(router) as stub, pytest.raises(EvaluatorError, match="YES/NO"):
        leak_scores(["x"], [ref([], [("city", "Lyon")])], evaluator=spec(stub))


def test_same_evaluator_call_twice_sends_one_request():
    with run_stub(scripted({"guess_attribute": "Lyon"})) as stub:
        ev = get_evaluator(spec(stub))

        async def twice():
            first = await asyncio.gather(ev.guess_attribute("t", "city"), ev.guess_attribute("t", "city"))
            return [*first, await ev.guess_attribute("t", "city")]

        assert asyncio.run(twice()) == ["Lyon"] * 3
        assert len(stub.requests) == 1


def test_evaluator_calls_run_concurrently():
    import time

    def slow(req):
        time.sleep(0.05)
        return "nowhere"

    router = scripted({"guess_attribute": slow, "judge_closer": "FIRST"})
    refs = [ref([("city", f"City{i}")], original=f"ORIGINAL {i}") for i in range(8)]
    with run_stub(router) as stub:
        leak_scores([f"text {i}" for i in range(8)], refs, evaluator=spec(stub, concurrency=4))
    assert stub.max_in_flight > 1


def test_get_evaluator_specs():
    assert get_evaluator(None) is None
    assert isinstance(get_evaluator({"base_url": "http://127.0.0.1:9/v1", "model": "m"}), OpenAIEvaluator)
    assert type(get_evaluator("/models/judge")).__name__ == "TransformersEvaluator"  # lazy: nothing loaded
    with pytest.raises(ValueError, match="model"):
        get_evaluator({"base_url": "http://x"})


# --- Privasis-Zero ---------------------------------------------------------------------------

ZERO_GROUPS = {
    "original_record": "Ana Ruiz, born 1990-02-01, lives in Lyon.",
    "base_instruction": "Remove the name.",
    "smoothed_instruction": "Please remove her name and abstract the birth date.",
    "attributes_to_drop": {"selected": [{"group": "identity", "attributes": {"name": "Ana Ruiz"}}]},
    "attributes_to_abstract": {
        "selected": [{"group": "dates", "attributes": {"dob": "1990-02-01", "aliases": ["Ani", "A.R."]}}]
    },
    "attributes_to_keep": {"selected": {"city": "Lyon"}},
}


def test_zero_row_with_groups():
    assert from_zero_row(ZERO_GROUPS) == {
        "original": ZERO_GROUPS["original_record"],
        "targets": [
            {"attribute": "name", "value": "Ana Ruiz"},
            {"attribute": "dob", "value": "1990-02-01"},
            {"attribute": "aliases", "value": ["Ani", "A.R."]},
        ],
        "retain": [{"attribute": "city", "value": "Lyon"}],
    }


def test_zero_row_with_flat_mappings_and_json_columns():
    row = {
        **ZERO_GROUPS,
        "attributes_to_drop": {"selected": {"name": "Ana Ruiz"}},
        "attributes_to_abstract": json.dumps({"selected": {"dob": "1990-02-01"}}),
        "attributes_to_keep": None,
    }
    out = from_zero_row(row)
    assert [t["attribute"] for t in out["targets"]] == ["name", "dob"] and out["retain"] == []
    assert leak_scores(["Ana Ruiz"], [out], n_bootstrap=0)["successful_attribute"] == 0.5


def test_sanitizer_prompt_layout():
    prompt = sanitizer_prompt("Drop the name.", "Ana wrote.")
    assert prompt.startswith("## Sanitization Instruction\nDrop the name.\n\n")
    assert "only the sanitized text" in prompt
    assert prompt.endswith("## Text to sanitize\nAna wrote.\n\nSanitized Text:")
    assert "abstract the birth date" in zero_prompt(ZERO_GROUPS)


# --- the evaluate module ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def metric(tmp_path_factory):
    evaluate = pytest.importorskip("evaluate")
    return evaluate.load("metrics/privasis_leak", cache_dir=str(tmp_path_factory.mktemp("ev")))


def test_evaluate_module_examples_are_right(metric):
    import evaluate

    module = sys.modules[type(metric).__module__]
    runner = doctest.DocTestRunner()
    test = doctest.DocTestParser().get_doctest(
        module._KWARGS_DESCRIPTION, {"evaluate": evaluate}, "kw", None, 0
    )
    assert runner.run(test).failed == 0


def test_evaluate_module_matches_the_library(metric):
    preds = ["Ruiz in Lyon", "nothing", "555 0142"]
    refs = [
        ref([("name", '["Ana", "Ruiz"]')], [("city", "Lyon")]),
        ref([("a", "x1"), ("a", "nothing")], []),
        ref([("phone", "555-0142")], [("drug", "aspirin"), ("drug", "ibuprofen")]),
    ]
    lib_refs = [
        ref([("name", ["Ana", "Ruiz"])], [("city", "Lyon")]),
        ref([("a", ["x1", "nothing"])], []),
        ref([("phone", "555-0142")], [("drug", ["aspirin", "ibuprofen"])]),
    ]
    got = metric.compute(predictions=preds, references=refs, n_bootstrap=50)
    assert got == leak_scores(preds, lib_refs, n_bootstrap=50)
    assert (got["num_targets"], got["num_leaks"], got["num_retention"]) == (3, 2, 2)


def test_evaluate_module_scores_a_surname_inside_an_email_but_not_inside_a_word(metric):
    preds = ["Contact j.miller@corvane.example.com.", "Annual report from Millerton."]
    refs = [ref([("last_name", "Miller")]), ref([("first_name", "Ann"), ("last_name", "Miller")])]
    got = metric.compute(predictions=preds, references=refs, n_bootstrap=0)
    assert (got["num_targets"], got["num_leaks"], got["successful_record"]) == (3, 1, 0.5)
