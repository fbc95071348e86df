"""Moved to :mod:`privasis_hub.llm.stub_server`; this alias keeps `from tests.openai_stub import ...` working."""

import sys

from privasis_hub.llm import stub_server

sys.modules[__name__] = stub_server
