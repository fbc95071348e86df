"""Moved to :mod:`privasis_hub.llm.fake_server`; this alias keeps `from tests.fake_llm import ...` working."""

import sys

from privasis_hub.llm import fake_server

sys.modules[__name__] = fake_server
