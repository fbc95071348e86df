"""Run llama.cpp's ``convert_hf_to_gguf.py`` (path in argv[1], its arguments after it).

A tokenizer trained on the fly (the project's tiny models) has a byte-level BPE pre-tokenizer that
llama.cpp's table of known tokenizer hashes cannot list. When the converter does not recognise the
hash and the tokenizer's pre-tokenizer is exactly GPT-2's (``ByteLevel`` with its regex, no
normaliser), this runner answers ``gpt-2``, llama.cpp's name for that pre-tokenizer; any other unknown
tokenizer still fails as the converter fails. Standard library only, plus what the converter imports.
"""

import json
import runpy
import sys
from pathlib import Path


def _gpt2_byte_level(folder: Path) -> bool:
    try:
        spec = json.loads((folder / "tokenizer.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    pre = spec.get("pre_tokenizer") or {}
    return (pre.get("type") == "ByteLevel" and pre.get("use_regex", True) and not pre.get("add_prefix_space")
            and spec.get("normalizer") is None and (spec.get("model") or {}).get("type") == "BPE")


def main() -> None:
    converter = Path(sys.argv[1]).resolve()
    root = converter.parent
    sys.path[:0] = [str(root), str(root / "gguf-py")]
    import conversion.base as base

    original = base.TextModel.get_vocab_base_pre

    def get_vocab_base_pre(self, tokenizer):
        try:
            return original(self, tokenizer)
        except NotImplementedError:
            if _gpt2_byte_level(Path(self.dir_model)):
                print("privasis-hub: unknown tokenizer hash; its pre-tokenizer is GPT-2's byte-level BPE, "
                      "written as 'gpt-2'", file=sys.stderr)
                return "gpt-2"
            raise

    base.TextModel.get_vocab_base_pre = get_vocab_base_pre
    sys.argv = [str(converter)] + sys.argv[2:]
    runpy.run_path(str(converter), run_name="__main__")


if __name__ == "__main__":
    main()
