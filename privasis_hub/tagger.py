"""Token-classification PII taggers: BIO labels from character spans, windows, and spans back from tokens.

A tagger reads a text in windows of ``max_length`` tokens that overlap by ``stride`` tokens (the
tokenizer's ``return_overflowing_tokens``), so a long document is never truncated. Training labels
come from the gold character spans through the tokenizer's offset mapping: the first token of a span
is ``B-<LABEL>``, the rest ``I-<LABEL>``, every other token ``O`` (special tokens ``-100``); a document
without PII trains as all-``O`` windows. At inference, every token takes its prediction from the window
in which it sits farthest from an edge, and runs of ``B-X I-X ...`` become character spans, widened to
whole words (a tagger must not leave half a name behind).

:class:`TaggerSystem` is a span system like the regex baseline (``predict(text)``), batched
(``predict_many(texts)``), over any saved ``*ForTokenClassification`` folder or Hub id.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

IGNORE = -100


def bio_labels(labels: Iterable[str]) -> list[str]:
    """``["O", "B-A", "I-A", "B-B", ...]`` for the entity labels (sorted, so the order is stable)."""
    out = ["O"]
    for label in sorted(set(labels)):
        out += [f"B-{label}", f"I-{label}"]
    return out


def is_token_classifier(path: str | Path) -> bool:
    """Whether ``path`` is a model folder (or cached Hub id) whose config names a ``*ForTokenClassification``."""
    config = Path(path) / "config.json"
    if not config.is_file():
        try:
            from huggingface_hub import hf_hub_download

            config = Path(hf_hub_download(str(path), "config.json"))
        except Exception:  # not a Hub id, offline, missing: not a tagger we can load
            return False
    try:
        archs = json.loads(config.read_text(encoding="utf-8")).get("architectures") or []
    except (OSError, ValueError):
        return False
    return any(a.endswith("ForTokenClassification") for a in archs)


def encode_windows(tokenizer, texts: Sequence[str], max_length: int, stride: int):
    """The tokenizer's overlapping windows of ``texts`` with offsets (``overflow_to_sample_mapping`` maps back)."""
    return tokenizer(list(texts), truncation=True, max_length=max_length, stride=stride,
                     return_overflowing_tokens=True, return_offsets_mapping=True, padding=False)


def align_labels(enc, entities: Sequence[Sequence[dict]], label2id: dict[str, int]) -> list[list[int]]:
    """BIO label ids per token of every window of ``enc`` (from :func:`encode_windows`), from character spans."""
    out = []
    for w, offsets in enumerate(enc["offset_mapping"]):
        spans = sorted((e["start"], e["end"], e["label"]) for e in entities[enc["overflow_to_sample_mapping"][w]])
        seq_ids = enc.sequence_ids(w)
        labels, k, prev_span = [], 0, None
        for t, (start, end) in enumerate(offsets):
            if seq_ids[t] is None or start == end:
                labels.append(IGNORE)
                continue
            while k < len(spans) and spans[k][1] <= start:
                k += 1
            if k < len(spans) and spans[k][0] < end:  # the token overlaps span k
                tag = "I" if prev_span == k else "B"
                labels.append(label2id[f"{tag}-{spans[k][2]}"])
                prev_span = k
            else:
                labels.append(label2id["O"])
                prev_span = None
        out.append(labels)
    return out


def tokenize_and_align(batch: dict[str, list], tokenizer, label2id: dict[str, int], max_length: int,
                       stride: int) -> dict[str, list]:
    """``datasets.map`` function (batched): every document's windows with input ids and BIO labels."""
    enc = encode_windows(tokenizer, batch["text"], max_length, stride)
    labels = align_labels(enc, batch["entities"], label2id)
    keep = [k for k in enc.keys() if k not in ("offset_mapping", "overflow_to_sample_mapping")]
    return {**{k: enc[k] for k in keep}, "labels": labels}


def _word_char(ch: str) -> bool:
    from privasis_hub.kavach.locate import is_word_char

    return is_word_char(ch)


def _widen(text: str, start: int, end: int) -> tuple[int, int]:
    """``start:end`` widened to whole words, and stripped of surrounding whitespace and edge punctuation."""
    from privasis_hub.kavach.locate import is_no_space_char

    while start > 0 and _word_char(text[start - 1]) and _word_char(text[start]) \
            and not is_no_space_char(text[start]):
        start -= 1
    while end < len(text) and _word_char(text[end]) and _word_char(text[end - 1]) \
            and not is_no_space_char(text[end - 1]):
        end += 1
    while start < end and (text[start].isspace() or text[start] in ",;:([{\"'"):
        start += 1
    while end > start and (text[end - 1].isspace() or text[end - 1] in ",;:)]}\"'"):
        end -= 1
    pairs = {")": "(", "]": "[", "}": "{"}
    if start > 0 and text[start - 1] in "([{" and any(pairs.get(ch) == text[start - 1] for ch in text[start:end]):
        start -= 1  # "(503) 555-0143": the bracket closed inside the value is its own
    if end < len(text) and text[end] in ")]}" and pairs[text[end]] in text[start:end] \
            and text[start:end].count(pairs[text[end]]) > text[start:end].count(text[end]):
        end += 1  # "555-0143 (ext. 12)"
    return start, end


def decode_spans(text: str, tokens: list[tuple]) -> list[dict[str, Any]]:
    """Character spans from ``(start, end, tag[, score])`` per token (document order): runs of ``B-X I-X ...``.

    An ``I-X`` without a ``B-X`` before it starts a span too; spans are widened to whole words, a span
    without a letter or digit is dropped, and a span that would overlap the previous one, or that has its
    label and follows it across at most a space or two or ``-/.()`` (one value tagged in pieces), is merged
    into it. A span whose text cannot be a value of its label (:func:`privasis_hub.span_shapes.implausible`:
    "its" as a PASSWORD, "2" as a MEDICAL_CONDITION, ``support@`` as a person's EMAIL) is dropped last. A
    span's ``score`` is the mean of its tokens' scores (1.0 where none are given).
    """
    from privasis_hub.span_shapes import implausible, lowercase_document

    spans: list[list] = []
    cur: list | None = None
    for start, end, tag, *rest in tokens:
        score = rest[0] if rest else 1.0
        if tag == "O":
            cur = None
            continue
        kind, label = tag.split("-", 1)
        if cur is not None and kind == "I" and cur[2] == label:
            cur[1] = end
            cur[3].append(score)
            continue
        cur = [start, end, label, [score]]
        spans.append(cur)
    out: list[list] = []  # [start, end, label, token scores]
    for start, end, label, scores in spans:
        start, end = _widen(text, start, end)
        if not any(ch.isalnum() for ch in text[start:end]):
            continue  # "!", "-", "$": no value is punctuation alone
        if out and (start < out[-1][1] or (label == out[-1][2] and _joins(text[out[-1][1]:start]))):
            out[-1][1] = max(out[-1][1], end)
            out[-1][3] = out[-1][3] + scores
            continue
        out.append([start, end, label, list(scores)])
    lowercase = lowercase_document(text)
    return [{"label": label, "start": start, "end": end, "text": text[start:end],
             "score": round(sum(scores) / len(scores), 4)} for start, end, label, scores in out
            if not implausible(label, text[start:end], lowercase_doc=lowercase)]


def _joins(gap: str) -> bool:
    """Whether two same-label spans this far apart are one value: "Ольга Викторовна", "03/" + "22/1986",
    "541" + "555-0177" (at most two spaces or ``-/.()``, no line break); a comma or a word keeps them apart."""
    return len(gap) <= 2 and all(ch in " \t-/.()" for ch in gap)


class TaggerSystem:
    """A saved token-classification model as a span system: ``predict(text)`` / ``predict_many(texts)``."""

    def __init__(self, path: str | Path, *, batch_size: int = 16, device: str | None = None,
                 max_length: int | None = None, stride: int | None = None, threshold: float | None = None,
                 min_chars: dict[str, int] | None = None) -> None:
        import torch
        from transformers import AutoModelForTokenClassification, AutoTokenizer

        from privasis_hub.errors import UserError
        from privasis_hub.model_files import check_config, check_tokenizer

        self.path = str(path)
        if Path(self.path).is_dir():
            check_config(self.path, f"the tagger {path}")
            check_tokenizer(self.path, f"the tagger {path}")
        try:
            self.tokenizer = AutoTokenizer.from_pretrained(self.path)
            if not getattr(self.tokenizer, "is_fast", False):
                raise ValueError(f"{path}: a tagger needs a fast tokenizer (character offsets)")
            self.model = AutoModelForTokenClassification.from_pretrained(self.path)
        except (OSError, ValueError, KeyError) as err:  # a broken config, weights or tokenizer
            raise UserError(f"{path}: cannot load the tagger ({str(err).splitlines()[0]})",
                            hint="pass a folder written by save_pretrained (config.json, weights, tokenizer)") from None
        self.device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        self.model.to(self.device).eval()
        self.id2label = {int(k): v for k, v in self.model.config.id2label.items()}
        window = getattr(self.model.config, "privasis_window", None) or {}
        limit = min(self.tokenizer.model_max_length, getattr(self.model.config, "max_position_embeddings", 512))
        self.max_length = max_length or window.get("max_length") or min(limit, 512)
        self.stride = stride if stride is not None else window.get("stride", self.max_length // 4)
        # the probability of "not O" a token needs to be tagged; the recipe picks it on the validation split
        # after training (``config.privasis_token_threshold``); 0.5 tags a token the model thinks more likely in a
        # value than not
        saved = getattr(self.model.config, "privasis_token_threshold", None)
        self.threshold = float(threshold if threshold is not None else saved if saved is not None else 0.5)
        outside = [i for i, tag in self.id2label.items() if tag == "O"]
        if len(outside) != 1:
            raise UserError(f"{path}: a tagger's labels need exactly one 'O' (found {len(outside)})",
                            hint="train it with the token-classification recipe (BIO labels)")
        self._outside = outside[0]
        # a span shorter than every value of its label in the training corpus is not one (a single CJK
        # character as CRYPTO_WALLET, "1h" as STREET_ADDRESS): ``config.privasis_min_chars``, written by the
        # recipe from the train split (:func:`min_value_chars`); ``{}`` keeps every span
        self.min_chars = dict(min_chars if min_chars is not None
                              else getattr(self.model.config, "privasis_min_chars", None) or {})
        self.batch_size = batch_size
        self.name = Path(self.path).name
        self.mode = (f"token-classification tagger, BIO, {self.max_length}-token windows, stride {self.stride}, "
                     f"P(not O) >= {self.threshold:g}")

    def predict(self, text: str) -> list[dict[str, Any]]:
        """Spans ``[{"label", "start", "end", "text", "score"}]`` of one text."""
        return self.predict_many([text], progress=False)[0]

    def predict_many(self, texts: Sequence[str], *, progress: bool = True,
                     threshold: float | None = None) -> list[list[dict[str, Any]]]:
        """Spans of every text; all windows go through the model in batches (with a progress bar).

        ``threshold`` overrides the tagger's own (the probability of "not O" a token needs to be tagged)."""
        return self.decode(texts, self.token_scores(texts, progress=progress), threshold)

    def token_scores(self, texts: Sequence[str], *, progress: bool = True) -> list[list[tuple[int, int, str, float]]]:
        """Per text, its tokens in order as ``(start, end, likeliest tag other than O, probability of not O)``;
        where windows overlap, a token keeps the prediction of the window it sits deepest in."""
        import torch
        from tqdm.auto import tqdm

        for i, t in enumerate(texts):
            if not isinstance(t, str):
                raise ValueError(f"texts[{i}]: expected a string, got {type(t).__name__}")
        if not texts:
            return []
        enc = encode_windows(self.tokenizer, texts, self.max_length, self.stride)
        n_windows = len(enc["input_ids"])
        # per document: {token start offset: (distance from the window edge, end, tag, probability)}
        best: list[dict[int, tuple[int, int, str, float]]] = [{} for _ in texts]
        order = sorted(range(n_windows), key=lambda w: len(enc["input_ids"][w]))
        bar = tqdm(total=len(texts), desc=self.name, unit="doc", disable=not progress)
        remaining = [0] * len(texts)
        for w in range(n_windows):
            remaining[enc["overflow_to_sample_mapping"][w]] += 1
        for b in range(0, n_windows, self.batch_size):
            ids = order[b : b + self.batch_size]
            feats = [{k: enc[k][w] for k in ("input_ids", "attention_mask", "token_type_ids") if k in enc}
                     for w in ids]
            batch = self.tokenizer.pad(feats, return_tensors="pt").to(self.device)
            with torch.inference_mode():
                probs = self.model(**batch).logits.softmax(-1)
                entity = 1.0 - probs[..., self._outside]
                probs[..., self._outside] = -1.0
                pred = probs.argmax(-1)
            for row, prob, w in zip(pred.tolist(), entity.tolist(), ids, strict=True):
                doc = enc["overflow_to_sample_mapping"][w]
                seq_ids = enc.sequence_ids(w)
                offsets = enc["offset_mapping"][w]
                n = len(offsets)
                for t, (start, end) in enumerate(offsets):
                    if seq_ids[t] is None or start == end:
                        continue
                    margin = min(t, n - 1 - t)
                    old = best[doc].get(start)
                    if old is None or margin > old[0]:
                        best[doc][start] = (margin, end, self.id2label[row[t]], prob[t])
                remaining[doc] -= 1
                if remaining[doc] == 0:
                    bar.update(1)
        bar.close()
        return [[(s, e, tag, p) for s, (_, e, tag, p) in sorted(found.items())] for found in best]

    def decode(self, texts: Sequence[str], scores: Sequence[list[tuple[int, int, str, float]]],
               threshold: float | None = None) -> list[list[dict[str, Any]]]:
        """Spans from :meth:`token_scores`: a token is part of a value when its probability of not being "O"
        is at least ``threshold`` (default: the tagger's), with its likeliest other tag; then
        :func:`decode_spans`, the shortest-value rule and :func:`privasis_hub.span_shapes.about_someone`."""
        from privasis_hub.span_shapes import about_someone

        cut = self.threshold if threshold is None else threshold
        # a document whose spans are all attributes (a city, a date) identifies nobody: it keeps none
        return [about_someone([span for span in decode_spans(text, [(s, e, tag if p >= cut else "O", p)
                                                                    for s, e, tag, p in tokens])
                               if len(span["text"]) >= self.min_chars.get(span["label"], 0)])
                for text, tokens in zip(texts, scores, strict=True)]


def min_value_chars(entities: Iterable[Sequence[dict]]) -> dict[str, int]:
    """``{label: length of its shortest value}`` over a corpus's entity lists (a tagger's training split)."""
    shortest: dict[str, int] = {}
    for ents in entities:
        for e in ents:
            n = e["end"] - e["start"]
            shortest[e["label"]] = min(n, shortest.get(e["label"], n))
    return dict(sorted(shortest.items()))


def train_tokenizer(texts: Iterable[str], vocab_size: int = 8000, model_max_length: int = 512):
    """A cased WordPiece tokenizer trained on ``texts`` (BERT pre-tokenization: words and punctuation apart,
    every CJK character a word), with a wide alphabet so the corpus's scripts have no unknown characters."""
    from tokenizers import Tokenizer, decoders, models, normalizers, pre_tokenizers, processors, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.WordPiece(unk_token="[UNK]"))
    tok.normalizer = normalizers.BertNormalizer(clean_text=True, handle_chinese_chars=True, strip_accents=False,
                                                lowercase=False)
    tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    tok.decoder = decoders.WordPiece()
    trainer = trainers.WordPieceTrainer(vocab_size=vocab_size, limit_alphabet=4000, show_progress=False,
                                        special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"])
    tok.train_from_iterator(texts, trainer)
    cls, sep = tok.token_to_id("[CLS]"), tok.token_to_id("[SEP]")
    tok.post_processor = processors.TemplateProcessing(single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B [SEP]",
                                                       special_tokens=[("[CLS]", cls), ("[SEP]", sep)])
    return PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", pad_token="[PAD]", cls_token="[CLS]",
                                   sep_token="[SEP]", mask_token="[MASK]", model_max_length=model_max_length)
