"""A GGUF file as a model for ``privasis run`` / ``privasis eval``: llama.cpp in process (``llama-cpp-python``).

It answers like :class:`privasis_hub.llm.local.LocalChatModel`: a string prompt is tokenized as written
(special-token text such as ``<|im_start|>`` becomes the special token; a BOS is added when the file's
metadata says the model wants one), a message list goes through the chat template stored in the file,
decoding is greedy at temperature 0 and stops at an end-of-generation token, and special tokens are left
out of the answer. ``repetition_penalty`` maps to llama.cpp's ``repeat_penalty``, which looks back over
the last 64 tokens rather than the whole sequence.
"""

from __future__ import annotations

import atexit
import os
import sys
import tempfile
from collections.abc import Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from privasis_hub.errors import UserError

Prompt = str | list[dict[str, str]]

GGUF_EXTRA = "needs the [gguf] extra: pip install -e '.[gguf]' (the first install compiles llama.cpp, ~12 min)"


def import_llama_cpp():
    """``llama_cpp``, or a one-line :class:`UserError` naming the extra."""
    try:
        import llama_cpp
    except ImportError:
        raise UserError(f"running a GGUF file {GGUF_EXTRA}") from None
    return llama_cpp


@contextmanager
def captured_output():
    """Capture what C code prints on stdout/stderr (llama.cpp logs every tensor); the text lands in the yielded list."""
    sys.stdout.flush()
    sys.stderr.flush()
    with tempfile.NamedTemporaryFile(prefix="privasis-llama-", suffix=".log", delete=False) as f:
        path = Path(f.name)
    saved = [os.dup(1), os.dup(2)]
    fd = os.open(path, os.O_WRONLY)
    log: list[str] = []
    try:
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        yield log
    finally:
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        for x in saved + [fd]:
            os.close(x)
        log.append(path.read_text(errors="replace"))
        path.unlink(missing_ok=True)


def is_gguf(path: str | Path) -> bool:
    """Whether ``path`` is a file that starts with the GGUF magic."""
    path = Path(path)
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"GGUF"
    except OSError:
        return False


class LlamaCppModel:
    """A GGUF file loaded with llama.cpp; :meth:`generate` has the :class:`~privasis_hub.run.models.TextModel` shape."""

    def __init__(self, path: str | Path, *, n_ctx: int = 4096, n_threads: int | None = None, seed: int = 0) -> None:
        llama_cpp = import_llama_cpp()
        self.path = Path(path)
        if not is_gguf(self.path):
            raise UserError(f"--model {path}: not a GGUF file (no GGUF header)",
                            hint="pass a .gguf file written by `privasis export gguf` or llama.cpp")
        try:
            with captured_output():  # llama.cpp logs from C even with verbose=False
                self.llm = llama_cpp.Llama(str(self.path), n_ctx=n_ctx, n_threads=n_threads, seed=seed,
                                           verbose=False, logits_all=False)
        except (ValueError, RuntimeError, OSError) as err:
            raise UserError(f"--model {path}: llama.cpp cannot load this GGUF file ({str(err).splitlines()[0]})",
                            hint="re-export it with `privasis export gguf`, or check that llama-cpp-python "
                            "supports the model's architecture") from None
        atexit.register(self.close)  # before interpreter shutdown, or llama.cpp's finaliser fails noisily
        self.name = self.path.name
        self.tokenizer = None  # text_prompt(): the BOS is added here, from the file's metadata
        meta = self.llm.metadata
        self.add_bos = meta.get("tokenizer.ggml.add_bos_token", "false") == "true"
        self.chat_template = meta.get("tokenizer.chat_template")
        self._specials = {
            "bos_token": self._piece(meta.get("tokenizer.ggml.bos_token_id")),
            "eos_token": self._piece(meta.get("tokenizer.ggml.eos_token_id")),
        }

    def __repr__(self) -> str:
        return f"LlamaCppModel({str(self.path)!r})"

    def _piece(self, token_id: str | None) -> str:
        if token_id is None:
            return ""
        return self.llm.detokenize([int(token_id)], special=True).decode("utf-8", errors="replace")

    def close(self) -> None:
        """Free the model now (also done at exit)."""
        llm = getattr(self, "llm", None)
        if llm is not None:
            llm.close()
            self.llm = None

    def _is_eog(self, token: int) -> bool:
        llama_cpp = import_llama_cpp()
        return bool(llama_cpp.llama_vocab_is_eog(llama_cpp.llama_model_get_vocab(self.llm._model.model), token))

    def render(self, prompt: Prompt) -> str:
        """A string as is; a message list through the chat template stored in the file."""
        if isinstance(prompt, str):
            return prompt
        if not self.chat_template:
            raise ValueError(f"{self.path}: the GGUF file has no chat template, so message lists cannot be rendered")
        from jinja2.sandbox import ImmutableSandboxedEnvironment

        env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True)
        return env.from_string(self.chat_template).render(messages=prompt, add_generation_prompt=True,
                                                          **self._specials)

    def tokenize(self, text: str) -> list[int]:
        """Token ids of ``text`` as the model reads it (special-token text parsed, BOS per the metadata)."""
        return self.llm.tokenize(text.encode("utf-8"), add_bos=self.add_bos, special=True)

    def generate(self, prompts: Sequence[Prompt], *, max_new_tokens: int = 512, temperature: float = 0.0,
                 seed: int | None = None, repetition_penalty: float | None = None) -> list[str]:
        """The completion of every prompt, in order (greedy at temperature 0; special tokens removed)."""
        return [text for text, _ in self.generate_tokens(prompts, max_new_tokens=max_new_tokens,
                                                          temperature=temperature, seed=seed,
                                                          repetition_penalty=repetition_penalty)]

    def generate_tokens(self, prompts: Sequence[Prompt], *, max_new_tokens: int = 512, temperature: float = 0.0,
                        seed: int | None = None, repetition_penalty: float | None = None
                        ) -> list[tuple[str, list[int]]]:
        """Like :meth:`generate`, with the generated token ids beside each text."""
        llm = self.llm
        out: list[tuple[str, list[int]]] = []
        for prompt in prompts:
            tokens = self.tokenize(self.render(prompt))
            if len(tokens) + max_new_tokens > llm.n_ctx():
                max_new = max(1, llm.n_ctx() - len(tokens))
            else:
                max_new = max_new_tokens
            if temperature > 0:
                llm.set_seed(0 if seed is None else seed)
            new: list[int] = []
            kwargs: dict[str, Any] = {"temp": temperature, "top_k": 1 if temperature == 0 else 40,
                                      "top_p": 1.0, "min_p": 0.0,
                                      "repeat_penalty": repetition_penalty or 1.0, "reset": True}
            for token in llm.generate(tokens, **kwargs):
                if self._is_eog(token):
                    break
                new.append(token)
                if len(new) >= max_new:
                    break
            text = llm.detokenize(new, special=False).decode("utf-8", errors="replace")
            out.append((text, new))
        return out
