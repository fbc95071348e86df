"""Re-export of :func:`privasis_hub.keys.human` for the sanitization modules (the function lives below llm/)."""

from privasis_hub.keys import human

__all__ = ["human"]
