"""benchmarks/tagger_curves.py: corpora compared by their taggers at matched clean-document flag rates."""

from tests.benchmark_modules import load_benchmark

curves = load_benchmark("tagger_curves")


def _run(name: str, points: dict[str, tuple[float, float]], picked: float = 0.5) -> dict:
    """A tagger's curve: {threshold: (recall, flagged)} on both sets."""
    curve = {cut: {"redaction_recall": r, "redaction_precision": 0.5, "redaction_f1": r / 2, "fp_rate_clean": f,
                   "f1": 0.2} for cut, (r, f) in points.items()}
    return {"tagger": f"out/taggers/{name}", "picked": picked, "dev": curve, "heldout": curve}


def test_reachable_recall_is_the_best_point_that_flags_no_more():
    run = _run("A-0", {"0.1": (0.8, 0.9), "0.5": (0.7, 0.6), "0.9": (0.5, 0.3)})
    assert curves.reachable(run["dev"], 0.6) == 0.7
    assert curves.reachable(run["dev"], 0.59) == 0.5
    assert curves.reachable(run["dev"], 0.2) == 0.0  # flagging fewer means flagging nothing


def test_summary_groups_runs_by_corpus_and_averages_them():
    rows = [_run("A-0", {"0.1": (0.8, 0.9), "0.5": (0.7, 0.6)}), _run("A-1", {"0.1": (0.6, 0.9), "0.5": (0.5, 0.6)}),
            _run("B-0", {"0.1": (0.9, 1.0), "0.5": (0.85, 0.95)})]
    out = curves.summarize(rows)["dev"]
    assert set(out) == {"A", "B"} and out["A"]["runs"] == 2
    assert abs(out["A"]["picked"]["redaction_recall"] - 0.6) < 1e-9
    assert abs(out["A"]["reachable"][0.65] - 0.6) < 1e-9 and out["B"]["reachable"][0.65] == 0.0
    # 0.40-0.70 in 31 points: below 0.60 nothing is reachable (0), from 0.60 on 0.6 on average (11 points)
    assert abs(out["A"]["range_recall"] - 0.6 * 11 / 31) < 1e-9 and out["B"]["range_recall"] == 0.0


def test_summary_counts_a_range_the_tagger_cannot_reach_as_nothing_found():
    """A tagger that flags 60 % of clean documents at best finds nothing at 40-59 %: its range mean is not
    lifted by averaging only the points it reaches."""
    rows = [_run("A-0", {"0.1": (0.8, 0.6)}, picked=0.1)]
    out = curves.summarize(rows)["dev"]["A"]
    assert 0 < out["range_recall"] < 0.8 / 2
