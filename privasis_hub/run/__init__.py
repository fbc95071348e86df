"""Run trained models: sanitize records (chunked or whole, with a risk flag) and extract PII spans.

A model is a local transformers folder (batched greedy generation), a Hub model id, or a model
name on an OpenAI-compatible server (``load_model(name, base_url=...)``).
"""

from privasis_hub.run.extract import Extracted, extract, extract_many, kavach_prompt
from privasis_hub.run.models import ServerChatModel, load_model
from privasis_hub.run.risk import Risk, risk_flag
from privasis_hub.run.sanitize import Sanitized, sanitize, sanitize_many

__all__ = [
    "Extracted",
    "Risk",
    "Sanitized",
    "ServerChatModel",
    "extract",
    "extract_many",
    "kavach_prompt",
    "load_model",
    "risk_flag",
    "sanitize",
    "sanitize_many",
]
