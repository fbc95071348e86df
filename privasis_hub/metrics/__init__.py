"""Privacy metrics; the ``evaluate`` modules under ``metrics/`` are thin adapters over these."""

from privasis_hub.metrics.bootstrap import bootstrap_ci
from privasis_hub.metrics.evaluator import EvaluatorError, get_evaluator
from privasis_hub.metrics.leak import leak_scores
from privasis_hub.metrics.spans import span_scores

__all__ = ["bootstrap_ci", "span_scores"]
__all__ += ["EvaluatorError", "get_evaluator", "leak_scores"]
