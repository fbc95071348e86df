"""Diversity metrics for every corpus build, and the embedding machinery behind them.

Three groups of tools live here:

* **Embedders** that turn texts into unit-norm float64 rows. :class:`HashingEmbedder`
  needs no model weights (signed feature hashing of word unigrams and bigrams with a
  stable hash, so it gives the same vectors in every process); it is the default.
  :class:`SentenceTransformerEmbedder` wraps an optional ``sentence-transformers`` model.
* **Vendi score** (q=1, cosine kernel). :func:`vendi` scores a matrix of rows;
  :class:`PoolVendi` keeps the d x d Gram matrix of a pool P so that
  ``Vendi(P ∪ {x})`` costs one d x d eigendecomposition and never touches the pool's
  rows again. The refinement step accepts a candidate x' over the current record x by
  ``S = α·judge + β·(Vendi(P ∪ {x'}) − Vendi(P ∪ {x}))``, which is :meth:`PoolVendi.gain`.
* **Corpus metrics** (MATTR, bigram diversity, unigram entropy, mean pairwise cosine)
  and :func:`diversity_report`, which computes all of them in one streaming pass whose
  memory does not grow with the number of texts beyond the vocabulary and the set of
  distinct bigrams.

Every vector function here expects unit-norm rows, as the embedders return. A zero
row (the embedding of a text with no word characters) adds no mass to a Gram matrix:
Vendi scores then equal what ``vendi_score.vendi.score_K`` gives for the same kernel.
"""

from __future__ import annotations

import hashlib
import math
import re
import zlib
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import chain
from typing import Any, Protocol, runtime_checkable

import numpy as np

__all__ = [
    "Embedder",
    "HashingEmbedder",
    "SentenceTransformerEmbedder",
    "get_embedder",
    "vendi",
    "PoolVendi",
    "tokenize",
    "mattr",
    "bigram_diversity",
    "shannon_entropy",
    "mean_pairwise_cosine",
    "diversity_report",
    "CorpusStats",
]

_WORD = re.compile(r"\w+")
#: Each byte of an ASCII text that is not ``\w`` maps to a space: ``str.split`` after this translation gives
#: exactly the ``\w+`` runs (bytes.translate is a table lookup per byte, ~5x faster than the regular expression).
_ASCII_NON_WORD = bytes(c if re.fullmatch(r"\w", chr(c)) else 32 for c in range(128)) + b" " * 128
_NON_ASCII = re.compile(r"[^\x00-\x7f]")


@lru_cache(maxsize=4096)
def _is_word_char(ch: str) -> bool:
    return _WORD.fullmatch(ch) is not None


def _word_tokens(text: str) -> list[str]:
    r"""The lowercased ``\w+`` runs of ``text``."""
    lowered = text.lower()
    if not lowered.isascii():  # non-word characters ("—", "·") split runs as a space does: replace them by one
        for ch in set(_NON_ASCII.findall(lowered)):
            if not _is_word_char(ch):
                lowered = lowered.replace(ch, " ")
        if not lowered.isascii():  # a word character outside ASCII ("é"): the regular expression decides
            return _WORD.findall(lowered)
    return lowered.encode("ascii").translate(_ASCII_NON_WORD).decode("ascii").split()


def tokenize(text: str) -> list[str]:
    """Return the lowercased ``\\w+`` word tokens of ``text``."""
    return list(_cached_tokens(text))


@lru_cache(maxsize=64)  # the refinement loop embeds, judges and filters the same few texts
def _cached_tokens(text: str) -> tuple[str, ...]:
    return tuple(_word_tokens(text))


# --------------------------------------------------------------------------- embedders


@runtime_checkable
class Embedder(Protocol):
    """Anything that maps texts to an (n, d) float64 matrix of unit-norm rows."""

    name: str

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Return an (n, d) float64 array with one L2-normalised row per text."""
        ...


class _HashCache(dict):
    """feature string -> its CRC-32; computes and stores the value on first lookup."""

    def __missing__(self, key: str) -> int:
        value = zlib.crc32(key.encode("utf-8"))
        self[key] = value
        return value


class _CharGramCache(dict):
    """word -> CRC-32s of its boundary-marked character 4-grams."""

    def __missing__(self, key: str) -> tuple[int, ...]:
        padded = f"<{key}>"
        value = tuple(zlib.crc32(padded[i : i + 4].encode("utf-8")) for i in range(max(1, len(padded) - 3)))
        self[key] = value
        return value


class HashingEmbedder:
    """Model-free text embedding by signed feature hashing.

    Features are the lowercased ``\\w+`` word unigrams and word bigrams of a text (and,
    with ``char_ngrams=True``, the character 4-grams of each word, marked ``<word>``).
    A unigram's feature hash is its UTF-8 CRC-32; a bigram's is a splitmix64 mix of its
    two unigram hashes. A feature hash ``h`` picks the bucket ``h % dim`` and the sign
    (bit 31 of ``h``); a feature seen ``tf`` times in a text weighs ``1 + ln(tf)``.
    Rows are L2-normalised; a text with no word characters embeds to the zero row.

    Both hashes are stable, so vectors are identical in every process (unlike ``hash``).
    Word hashes are memoised in a dict, cleared whenever it exceeds ``max_cache``
    entries: memory stays bounded, and a small dict stays in the CPU caches (a
    million-entry one makes embedding twice as slow).
    """

    def __init__(self, dim: int = 256, *, char_ngrams: bool = False, max_cache: int = 1 << 16):
        if dim < 1:
            raise ValueError(f"HashingEmbedder: dim must be >= 1, got {dim}")
        self.dim = int(dim)
        self.char_ngrams = bool(char_ngrams)
        self.max_cache = int(max_cache)
        self.name = f"hashing-{self.dim}" + ("-char4" if self.char_ngrams else "")
        self._hashes = _HashCache()
        self._chargrams = _CharGramCache()

    def __repr__(self) -> str:
        return f"HashingEmbedder(dim={self.dim}, char_ngrams={self.char_ngrams})"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Return an (n, dim) float64 array of L2-normalised rows (zero rows for empty texts)."""
        if isinstance(texts, str):
            raise TypeError("HashingEmbedder.embed expects a sequence of texts, not a single str")
        token_lists = []
        for i, text in enumerate(texts):
            if not isinstance(text, str):
                raise TypeError(f"HashingEmbedder.embed: text {i} is {type(text).__name__}, not str")
            token_lists.append(_cached_tokens(text) if len(texts) < 8 else _word_tokens(text))
        return self._embed_tokens(token_lists)

    def _embed_tokens(self, token_lists: Sequence[Sequence[str]]) -> np.ndarray:
        """embed() on texts already split by tokenize()."""
        if len(token_lists) == 1 and not self.char_ngrams:
            return self._embed_one(token_lists[0])[None, :]
        n = len(token_lists)
        word_hash = self._hashes.__getitem__
        hashes: list[int] = []
        lengths = np.zeros(n, dtype=np.int64)
        for i, toks in enumerate(token_lists):
            before = len(hashes)
            hashes.extend(map(word_hash, toks))
            lengths[i] = len(hashes) - before
        out = np.zeros((n, self.dim), dtype=np.float64)
        if not hashes:
            return out

        uni = np.array(hashes, dtype=np.uint64)
        doc = np.repeat(np.arange(n, dtype=np.uint64), lengths)
        # Bigram features hash the pair of unigram hashes: no per-bigram strings or cache.
        same_doc = doc[1:] == doc[:-1]
        bi = _mix32(uni[:-1][same_doc], uni[1:][same_doc])
        doc_parts = [doc, doc[1:][same_doc]]
        hash_parts = [uni, bi]
        if self.char_ngrams:
            grams = self._chargrams.__getitem__
            per_word = [grams(w) for toks in token_lists for w in toks]
            counts = np.fromiter(map(len, per_word), dtype=np.int64, count=len(per_word))
            doc_parts.append(np.repeat(doc, counts))
            hash_parts.append(np.fromiter(chain.from_iterable(per_word), dtype=np.uint64))
        if len(self._hashes) > self.max_cache:
            self._hashes.clear()
        if len(self._chargrams) > self.max_cache:
            self._chargrams.clear()

        # One sort over (doc, feature) keys gives every feature's term frequency per text.
        keys, tf = np.unique(
            (np.concatenate(doc_parts) << np.uint64(32)) | np.concatenate(hash_parts), return_counts=True
        )
        h = keys & np.uint64(0xFFFFFFFF)
        sign = np.where((h >> np.uint64(31)) & np.uint64(1), -1.0, 1.0)
        index = (keys >> np.uint64(32)) * np.uint64(self.dim) + h % np.uint64(self.dim)
        flat = np.bincount(index.astype(np.int64), weights=(1.0 + np.log(tf)) * sign, minlength=n * self.dim)
        out[:] = flat.reshape(n, self.dim)
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        np.divide(out, norms, out=out, where=norms > 0)
        return out


    def _embed_one(self, tokens: Sequence[str]) -> np.ndarray:
        """The batch path of :meth:`_embed_tokens` for one text, with fewer array passes (same values)."""
        if not tokens:
            return np.zeros(self.dim, dtype=np.float64)
        h, weights = self._features(tokens)
        out = np.bincount((h % np.uint64(self.dim)).astype(np.intp), weights=weights, minlength=self.dim)
        norm = math.sqrt(np.add.reduce(out * out))  # what np.linalg.norm computes, to the last bit
        if norm > 0:
            out /= norm
        return out

    def _features(self, tokens: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
        """A text's distinct feature hashes (ascending) and signed weights, whatever the dimension.

        The last few token tuples' features are remembered (by identity), so a build's report embedder
        (256-d) reuses what its pool embedder (64-d) computed for the same accepted text."""
        hit = _FEATURES.get(id(tokens))
        if hit is not None and hit[0] is tokens:
            return hit[1], hit[2]
        n = len(tokens)
        feats = np.empty(2 * n - 1, dtype=np.uint64)  # the unigram hashes, then the bigram hashes
        # fromiter looks every token up in one C loop straight into the array (the cache's __missing__ hashes a new
        # one): no tuple of Python ints for numpy to convert afterwards
        feats[:n] = np.fromiter(map(self._hashes.__getitem__, tokens), dtype=np.uint64, count=n)
        if len(self._hashes) > self.max_cache:
            self._hashes.clear()
        _mix32(feats[: n - 1], feats[1:n], out=feats[n:])
        feats.sort()
        # ends[1:]: the last index of each run of equal hashes; a run's length is its hash's term frequency
        starts = np.flatnonzero(feats[1:] != feats[:-1])
        ends = np.empty(starts.size + 2, dtype=np.intp)
        ends[0], ends[-1] = -1, feats.size - 1
        ends[1:-1] = starts
        h = feats[ends[1:]]
        weights = np.log(ends[1:] - ends[:-1])
        weights += 1.0
        weights[(h & _BIT31) != 0] *= -1.0
        if isinstance(tokens, tuple):  # (lists change in place: not remembered)
            if len(_FEATURES) >= 16:
                del _FEATURES[next(iter(_FEATURES))]
            _FEATURES[id(tokens)] = (tokens, h, weights)
        return h, weights


#: id(token tuple) -> (the tuple, its feature hashes, their weights): the last 16 texts embedded (the tuple is
#: kept, so its id is not reused while the entry lives).
_FEATURES: dict[int, tuple[Sequence[str], np.ndarray, np.ndarray]] = {}


_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX_ADD = np.uint64(0x632BE59BD9B4E019)
_LOW32 = np.uint64(0xFFFFFFFF)
_BIT31 = np.uint64(1 << 31)


def _mix32(a: np.ndarray, b: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
    """Stable 32-bit hash of the ordered pairs (a, b) of uint64 arrays (splitmix64 finaliser), into ``out`` if given."""
    x = np.multiply(a, _GOLDEN, out=out)
    x += b
    x += _MIX_ADD
    _splitmix64(x)
    x &= _LOW32
    return x


class SentenceTransformerEmbedder:
    """Embeddings from a ``sentence-transformers`` model (optional dependency)."""

    def __init__(self, model_name: str, *, batch_size: int = 64, device: str | None = None):
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError as exc:
            raise ImportError(
                f"The embedder {model_name!r} needs the optional package sentence-transformers; "
                "install it with `pip install sentence-transformers`, "
                "or use the model-free embedder (name None or 'hashing')."
            ) from exc
        self.name = model_name
        self.batch_size = int(batch_size)
        self._model = SentenceTransformer(model_name, device=device)
        self.dim = int(self._model.get_sentence_embedding_dimension() or 0)

    def __repr__(self) -> str:
        return f"SentenceTransformerEmbedder({self.name!r})"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Return an (n, d) float64 array of L2-normalised model embeddings."""
        if isinstance(texts, str):
            raise TypeError("SentenceTransformerEmbedder.embed expects a sequence of texts, not a str")
        if len(texts) == 0:
            return np.zeros((0, self.dim), dtype=np.float64)
        X = self._model.encode(
            list(texts),
            batch_size=self.batch_size,
            convert_to_numpy=True,
            normalize_embeddings=False,
            show_progress_bar=False,
        ).astype(np.float64)
        norms = np.linalg.norm(X, axis=1, keepdims=True)
        np.divide(X, norms, out=X, where=norms > 0)
        return X


def get_embedder(name: str | None) -> Embedder:
    """Return the embedder for ``name``: None/'hashing'/'hashing-<dim>' -> hashing, else a sentence-transformers model."""
    if name is None or name == "hashing":
        return HashingEmbedder()
    m = re.fullmatch(r"hashing-(\d+)(-char4)?", name)
    if m:
        return HashingEmbedder(int(m.group(1)), char_ngrams=m.group(2) is not None)
    return SentenceTransformerEmbedder(name)


def _resolve_embedder(embedder: Embedder | str | None) -> Embedder:
    if embedder is None or isinstance(embedder, str):
        return get_embedder(embedder)
    if not hasattr(embedder, "embed"):
        raise TypeError(f"embedder must be a name or have an .embed(texts) method, got {embedder!r}")
    return embedder


# ------------------------------------------------------------------------------ Vendi


def _vendi_from_psd(M: np.ndarray) -> float:
    """exp(Shannon entropy) of the eigenvalues of a (normalised) PSD kernel matrix."""
    if M.shape[0] == 0:
        return 0.0
    return _vendi_from_eigenvalues(np.linalg.eigvalsh(M))  # LAPACK syevd; less overhead than scipy's at small d


def _vendi_from_eigenvalues(w: np.ndarray) -> float:
    """exp(Shannon entropy) of the eigenvalues ``w`` of a normalised PSD kernel matrix."""
    w = w[w > 0.0]  # tiny negative eigenvalues are round-off: clip them away
    return float(np.exp(-np.sum(w * np.log(w))))


def _cython_lapack():
    """scipy's ``scipy.linalg.cython_lapack`` extension module, loaded without scipy.linalg's package ``__init__``.

    ``from scipy.linalg import cython_lapack`` runs that ``__init__`` first: ~0.6-0.9 s on this machine (its array-API
    layer imports numpy.f2py, which imports charset_normalizer and every codec), serial at a build's start, before
    the workers fork. The extension alone loads in ~0.05 s and is the very same library (the same dlaed9). Where the
    module is already imported, or the file cannot be loaded on its own, the ordinary import is used."""
    import sys

    if (loaded := sys.modules.get("scipy.linalg.cython_lapack")) is not None:
        return loaded
    try:
        import importlib.machinery
        import importlib.util
        import os

        import scipy

        folder = os.path.join(os.path.dirname(scipy.__file__), "linalg")
        found = importlib.machinery.PathFinder.find_spec("cython_lapack", [folder])
        if found is None or not isinstance(found.loader, importlib.machinery.ExtensionFileLoader):
            raise ImportError("no cython_lapack extension")
        spec = importlib.util.spec_from_file_location("scipy.linalg.cython_lapack", found.origin)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        if "dlaed9" not in getattr(module, "__pyx_capi__", {}):
            raise ImportError("no dlaed9")
        return module
    except Exception:  # noqa: BLE001 - any trouble loading it alone: the package's own import decides
        from scipy.linalg import cython_lapack

        return cython_lapack


def _lapack_dlaed9():
    """LAPACK's dlaed9 (the roots of a rank-one update's secular equation) from scipy's cython_lapack, or None."""
    try:
        import ctypes

        cython_lapack = _cython_lapack()
        capsule = cython_lapack.__pyx_capi__["dlaed9"]
        api = ctypes.pythonapi
        api.PyCapsule_GetName.restype = ctypes.c_char_p
        api.PyCapsule_GetName.argtypes = [ctypes.py_object]
        api.PyCapsule_GetPointer.restype = ctypes.c_void_p
        api.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
        address = api.PyCapsule_GetPointer(capsule, api.PyCapsule_GetName(capsule))
    except (ImportError, KeyError, AttributeError, ValueError):  # no scipy, or one without this routine
        return None
    int_p, arr = ctypes.POINTER(ctypes.c_int), ctypes.c_void_p
    signature = ctypes.CFUNCTYPE(None, int_p, int_p, int_p, int_p, arr, arr, int_p, ctypes.POINTER(ctypes.c_double),
                                 arr, arr, arr, int_p, int_p)
    return signature(address), ctypes


class _SecularUpdate:
    """Eigenvalues of ``G + x xᵀ`` from G's eigen-decomposition in O(d²) instead of a d x d eigensolve.

    With ``G = V diag(λ) Vᵀ`` and ``z = Vᵀ x``, ``G + x xᵀ`` has the eigenvalues of ``diag(λ) + z zᵀ``:
    the roots of the secular equation ``1 + Σ z_i² / (λ_i − μ) = 0``, which LAPACK's dlaed9 (the
    root finder of its divide-and-conquer eigensolver) computes to working precision. Its
    preconditions are checked, not assumed: λ strictly increasing and every weight z_i clearly
    non-zero (otherwise LAPACK would first deflate); where they fail, or the roots' sum misses
    ``Σλ + |z|²``, :meth:`eigenvalues_with` returns None and the caller runs the full eigensolve.
    Its work buffers are its own: one instance serves one thread at a time (as a build's PoolVendi does).
    """

    _routine: Any = None

    def __init__(self, lam: np.ndarray, V: np.ndarray, routine: Any, ctypes: Any):
        self.lam, self.V, self._call = lam, V, routine
        k = lam.shape[0]
        self._buffers = [np.zeros(k), np.zeros((k, k)), np.zeros(k), np.zeros(k), np.zeros((k, k))]
        self._roots, _, self._poles, self._weights, _ = self._buffers
        self._rho, self._info = ctypes.c_double(0.0), ctypes.c_int(0)
        size, one = ctypes.c_int(k), ctypes.c_int(1)
        self._size, self._one = size, one  # kept alive for the pointers below
        ref = ctypes.byref
        d, q, poles, weights, s = (b.ctypes.data for b in self._buffers)
        self._args = (ref(size), ref(one), ref(size), ref(size), d, q, ref(size), ref(self._rho), poles, weights, s,
                      ref(size), ref(self._info))
        self._trace = float(lam.sum())
        gaps = np.diff(lam)
        self._separated = bool(lam.size and np.all(gaps > 1e-9 * max(abs(lam[-1]), 1e-300)))

    @classmethod
    def load(cls) -> bool:
        """Bind LAPACK's routine once per process (importing scipy.linalg, ~0.2 s); whether it is available."""
        if cls._routine is None:
            cls._routine = _lapack_dlaed9() or False
        return bool(cls._routine)

    @classmethod
    def of(cls, G: np.ndarray) -> _SecularUpdate | bool:
        """G's update solver, or False where LAPACK's routine is missing or G's eigenvalues are not distinct."""
        if not cls.load():
            return False
        lam, V = np.linalg.eigh(G)
        solver = cls(lam, V, *cls._routine)
        return solver if solver._separated else False

    def eigenvalues_with(self, x: np.ndarray) -> np.ndarray | None:
        """The eigenvalues of ``G + x xᵀ`` (ascending), or None where the fast path does not apply."""
        z = self.V.T @ x
        rho = float(z @ z)
        if rho == 0.0:
            return None
        w = z / math.sqrt(rho)
        if np.min(np.abs(w)) < 1e-6:  # a weight LAPACK would deflate: not this path's job
            return None
        self._poles[:] = self.lam
        self._weights[:] = w
        self._rho.value = rho
        self._call(*self._args)
        roots = self._roots.copy()
        if self._info.value != 0 or abs(roots.sum() - (self._trace + rho)) > 1e-9 * (abs(self._trace) + rho):
            return None
        return roots


def _as_matrix(X: np.ndarray, what: str) -> np.ndarray:
    X = np.asarray(X, dtype=np.float64)
    if X.ndim != 2:
        raise ValueError(f"{what}: expected a 2-D (n, d) array, got shape {X.shape}")
    if not np.all(np.isfinite(X)):
        raise ValueError(f"{what}: array holds NaN or inf")
    return X


def vendi(X: np.ndarray) -> float:
    """Return the Vendi score (q=1, cosine kernel) of the unit-norm rows of X; 0.0 for no rows.

    Equals ``vendi_score.vendi.score_K(X @ X.T)``. It diagonalises the d x d dual Gram
    ``X.T @ X / n`` (or the n x n kernel when n < d: same non-zero eigenvalues, less work).
    """
    X = _as_matrix(X, "vendi")
    n, d = X.shape
    if n == 0:
        return 0.0
    M = (X @ X.T) if n < d else (X.T @ X)
    return _vendi_from_psd(M / n)


class PoolVendi:
    """Incremental Vendi score of a pool P of unit-norm rows.

    Holds only ``G = X_pool.T @ X_pool`` (d x d) and the pool size, so
    ``Vendi(P ∪ {x})`` is one eigendecomposition of ``(G + x xᵀ) / (n_P + 1)``,
    independent of the pool's size, and :meth:`add` is a rank-one update of G.
    """

    def __init__(self, X_pool: np.ndarray | None = None, *, dim: int | None = None):
        if X_pool is None:
            if dim is None:
                raise ValueError("PoolVendi: give X_pool or dim")
            X_pool = np.zeros((0, dim))
        X_pool = _as_matrix(X_pool, "PoolVendi(X_pool)")
        if dim is not None and X_pool.shape[1] != dim:
            raise ValueError(f"PoolVendi: X_pool has {X_pool.shape[1]} columns but dim={dim}")
        self.dim: int = X_pool.shape[1]
        self.n: int = X_pool.shape[0]
        self.G: np.ndarray = X_pool.T @ X_pool
        self._secular: _SecularUpdate | bool | None = None  # G's eigenbasis, computed on first use
        self._max_score: float | None = None  # max_score_with(), computed on first use

    def __len__(self) -> int:
        return self.n

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "_secular": None}  # the eigenbasis holds LAPACK call buffers: rebuilt on use

    def _vector(self, x: np.ndarray, what: str) -> np.ndarray:
        x = np.asarray(x, dtype=np.float64)
        if x.shape != (self.dim,):
            raise ValueError(f"PoolVendi.{what}: expected a vector of shape ({self.dim},), got {x.shape}")
        if not np.all(np.isfinite(x)):
            raise ValueError(f"PoolVendi.{what}: vector holds NaN or inf")
        return x

    def score(self) -> float:
        """Return Vendi(P) of the pool itself (0.0 for an empty pool)."""
        if self.n == 0:
            return 0.0
        return _vendi_from_psd(self.G / self.n)

    def score_with(self, x: np.ndarray) -> float:
        """Return Vendi(P ∪ {x}) without changing the pool."""
        x = self._vector(x, "score_with")
        if self.n == 0:  # x xᵀ has the one non-zero eigenvalue |x|² (1 for a unit row: Vendi 1)
            return _vendi_from_eigenvalues(np.array([x @ x]))
        if self._secular is None:
            self._secular = _SecularUpdate.of(self.G) if self.n >= self.dim else False
        if self._secular:
            w = self._secular.eigenvalues_with(x)
            if w is not None:
                return _vendi_from_eigenvalues(w / (self.n + 1))
        return _vendi_from_psd((self.G + np.outer(x, x)) / (self.n + 1))

    def max_score_with(self) -> float:
        """An upper bound of :meth:`score_with` over every vector x with |x| <= 1 (embeddings are unit rows).

        The eigenvalues ν of G + x xᵀ interlace G's μ (μ_i <= ν_i <= μ_{i-1}, ν_1 <= μ_1 + |x|²) and sum to
        trace(G) + |x|²; the entropy of ν / (n + 1) is concave and separable, so its largest value over those
        boxes and sums is a water-filling (every ν_i as close as its box allows to one common level). Computed
        once per pool; a small slack covers the round-off of the eigensolvers."""
        if self._max_score is None:
            m = self.n + 1
            mu = np.sort(np.maximum(np.linalg.eigvalsh(self.G), 0.0))[::-1] / m
            lo = mu
            hi = np.concatenate(([mu[0] + 1.0 / m], mu[:-1]))
            high_sum = mu.sum() + 1.0 / m
            w = np.clip(1.0 / math.e, lo, hi)  # where -w log w peaks, if the sum allowed it (its sum is >= low_sum)
            if w.sum() > high_sum:  # the usual case: fill up to the largest sum
                a, b = 0.0, 1.0 / math.e
                for _ in range(100):  # bisect the common level
                    t = (a + b) / 2
                    if np.clip(t, lo, hi).sum() > high_sum:
                        b = t
                    else:
                        a = t
                w = np.clip(b, lo, hi)  # the level from above: the sum is >= high_sum, where entropy still grows
            w = w[w > 0.0]
            self._max_score = float(np.exp(-np.sum(w * np.log(w)))) * (1 + 1e-9) + 1e-9
        return self._max_score

    def gain(self, candidate: np.ndarray, current: np.ndarray) -> float:
        """Return Vendi(P ∪ {candidate}) − Vendi(P ∪ {current})."""
        return self.score_with(candidate) - self.score_with(current)

    def add(self, x: np.ndarray) -> None:
        """Add one row (shape (d,)) or several rows (shape (k, d)) to the pool."""
        x = np.asarray(x, dtype=np.float64)
        if x.ndim == 1:
            x = self._vector(x, "add")
            self.G += np.outer(x, x)
            self.n += 1
            self._secular = self._max_score = None
            return
        x = _as_matrix(x, "PoolVendi.add")
        if x.shape[1] != self.dim:
            raise ValueError(f"PoolVendi.add: expected rows of width {self.dim}, got shape {x.shape}")
        self.G += x.T @ x
        self.n += x.shape[0]
        self._secular = self._max_score = None


# ------------------------------------------------------------------------ corpus metrics


def _mattr_ids(ids: np.ndarray, window: int) -> float:
    """MATTR of an int token-id sequence, in O(n log n) without sliding a dict."""
    n = ids.shape[0]
    if n == 0:
        return 0.0
    if n <= window:
        return float(np.unique(ids).size) / n
    # prev[i]: position of the previous occurrence of ids[i], or -1.
    order = np.argsort(ids, kind="stable")
    sorted_ids = ids[order]
    prev_sorted = np.empty(n, dtype=np.int64)
    prev_sorted[0] = -1
    prev_sorted[1:] = np.where(sorted_ids[1:] == sorted_ids[:-1], order[:-1], -1)
    prev = np.empty(n, dtype=np.int64)
    prev[order] = prev_sorted
    # Token i counts as a new type in window start s iff max(i-w+1, prev[i]+1) <= s <= min(i, n-w).
    pos = np.arange(n, dtype=np.int64)
    lo = np.maximum(pos - window + 1, prev + 1)
    hi = np.minimum(pos, n - window)
    distinct_total = np.maximum(hi - lo + 1, 0).sum()
    return float(distinct_total) / (window * (n - window + 1))


def mattr(tokens: Sequence[str], window: int = 50) -> float:
    """Return the moving-average type-token ratio of ``tokens`` (plain TTR if shorter than ``window``; 0.0 if empty)."""
    if window < 1:
        raise ValueError(f"mattr: window must be >= 1, got {window}")
    if isinstance(tokens, tuple):
        return _tuple_mattr(tokens, window)
    return _mattr_of(tokens, window)


@lru_cache(maxsize=256)  # a build measures each accepted text twice: its filter, then its chunk's report statistics
def _tuple_mattr(tokens: tuple[str, ...], window: int) -> float:
    return _mattr_of(tokens, window)


def _mattr_of(tokens: Sequence[str], window: int) -> float:
    arr = np.fromiter(map(_MATTR_IDS.__getitem__, tokens), dtype=np.int64, count=len(tokens))
    if len(_MATTR_IDS) > 1 << 17:
        _MATTR_IDS.clear()
    return _mattr_ids(arr, window)


class _Ids(dict):
    """token -> dense id, assigned on first lookup (lookups of known tokens stay in C)."""

    def __missing__(self, key: str) -> int:
        value = self[key] = len(self)
        return value


#: MATTR depends only on which tokens are equal, so one id map serves every call: a text's known words are
#: looked up in C instead of each first sight calling ``__missing__`` (cleared when large, between calls).
_MATTR_IDS = _Ids()


def _sorted_unique(a: np.ndarray) -> np.ndarray:
    """Sorted distinct values of a 1-D int array (sort-based: much faster than np.unique's hash path)."""
    a = np.sort(a)
    if a.size:
        a = a[np.concatenate(([True], a[1:] != a[:-1]))]
    return a


_SPLITMIX = (np.uint64(30), np.uint64(0xBF58476D1CE4E5B9), np.uint64(27), np.uint64(0x94D049BB133111EB), np.uint64(31))


def _splitmix64(x: np.ndarray) -> np.ndarray:
    """The splitmix64 finaliser on a uint64 array, in place (array integer arithmetic wraps silently)."""
    s1, m1, s2, m2, s3 = _SPLITMIX
    shifted = x >> s1
    x ^= shifted
    x *= m1
    x ^= np.right_shift(x, s2, out=shifted)
    x *= m2
    x ^= np.right_shift(x, s3, out=shifted)
    return x


class _WordKeys(dict):
    """word -> stable 64-bit key (BLAKE2b), the same in every process; computed on first sight."""

    def __missing__(self, key: str) -> int:
        value = int.from_bytes(hashlib.blake2b(key.encode("utf-8"), digest_size=8).digest(), "little")
        self[key] = value
        return value


_WORD_KEYS = _WordKeys()


class _KeyCounts:
    """A multiset of uint64 keys: sorted distinct keys and their counts, merged lazily."""

    def __init__(self) -> None:
        self.keys = np.zeros(0, dtype=np.uint64)
        self.counts = np.zeros(0, dtype=np.int64)
        self._parts: list[tuple[np.ndarray, np.ndarray]] = []
        self._pending = 0

    def add(self, keys: np.ndarray, counts: np.ndarray | None = None) -> None:
        if counts is None:
            keys, counts = np.unique(keys, return_counts=True)
        self._parts.append((keys, counts))
        self._pending += keys.size
        if self._pending > max(self.keys.size, 1 << 20):
            self.compact()

    def compact(self) -> _KeyCounts:
        if len(self._parts) == 1 and not self.keys.size:  # one part is already sorted, distinct and counted
            (self.keys, self.counts), self._parts, self._pending = self._parts[0], [], 0
        if self._parts:
            keys = np.concatenate([self.keys, *(k for k, _ in self._parts)])
            counts = np.concatenate([self.counts, *(c for _, c in self._parts)])
            self.keys, inverse = np.unique(keys, return_inverse=True)
            self.counts = np.bincount(inverse, weights=counts, minlength=self.keys.size).astype(np.int64)
            self._parts, self._pending = [], 0
        return self


class _KeySet:
    """A set of uint64 keys kept as one sorted distinct array, merged lazily."""

    def __init__(self) -> None:
        self.keys = np.zeros(0, dtype=np.uint64)
        self._parts: list[np.ndarray] = []
        self._pending = 0

    def add(self, keys: np.ndarray) -> None:
        self._parts.append(keys)
        self._pending += keys.size
        if self._pending > max(self.keys.size, 1 << 20):
            self.compact()

    def compact(self) -> _KeySet:
        if len(self._parts) == 1 and not self.keys.size:
            part = self._parts[0]
            if part.size < 2 or bool(np.all(part[1:] > part[:-1])):  # already sorted and distinct
                self.keys, self._parts, self._pending = part, [], 0
        if self._parts:
            self.keys = _sorted_unique(np.concatenate([self.keys, *self._parts]))
            self._parts, self._pending = [], 0
        return self


class CorpusStats:
    """Streaming, mergeable accumulator of every corpus metric of :func:`diversity_report`.

    Words are keyed by a stable 64-bit BLAKE2b hash and bigrams by a splitmix64 mix of
    their two word keys, so accumulators built in different processes can be merged
    (:meth:`merge`) and give what one pass over all texts gives. Two distinct words (or
    bigrams) share a key with probability about m²/2⁶⁵ for m distinct items, i.e. below
    10⁻⁸ for ten million: the counts are exact in practice.

    Memory: the distinct word keys with their counts (16 bytes each), the distinct
    bigram keys (8 bytes each) and, with an embedder, a d x d Gram matrix and a d-vector
    of sums. The embedder itself is not pickled with the accumulator.
    """

    def __init__(self, embedder: Embedder | None = None, window: int = 50):
        self.embedder = embedder
        self.window = window
        self.n = 0
        self.n_empty = 0
        self.mattr_sum = 0.0
        self.n_bigrams = 0
        self._unigrams = _KeyCounts()
        self._bigrams = _KeySet()
        self.G: np.ndarray | None = None
        self.sum: np.ndarray | None = None
        self.sumsq = 0.0

    def __getstate__(self) -> dict[str, Any]:
        self._unigrams.compact()  # ship one sorted array each, not the parts
        self._bigrams.compact()
        return {**self.__dict__, "embedder": None}

    def consume(self, texts: Iterable[str], batch_size: int = 1024) -> CorpusStats:
        """Add every text of an iterable, in batches of ``batch_size``."""
        batch: list[str] = []
        for text in texts:
            if not isinstance(text, str):
                raise TypeError(f"text {self.n + len(batch)} is {type(text).__name__}, not str")
            batch.append(text)
            if len(batch) >= batch_size:
                self.add(batch)
                batch = []
        if batch:
            self.add(batch)
        return self

    def add(self, texts: Sequence[str], token_lists: Sequence[Sequence[str]] | None = None,
            vectors: np.ndarray | None = None) -> CorpusStats:
        """Add a batch of texts (``token_lists``: their :func:`tokenize` tokens, ``vectors``: their rows from this
        accumulator's embedder, when already at hand)."""
        if token_lists is None:
            token_lists = [_cached_tokens(t) if len(texts) < 8 else _word_tokens(t) for t in texts]
        word_key = _WORD_KEYS.__getitem__
        key_arrays = []
        bigram_keys = []
        for toks in token_lists:
            keys = np.fromiter(map(word_key, toks), dtype=np.uint64, count=len(toks))
            if keys.size == 0:
                self.n_empty += 1
                continue
            key_arrays.append(keys)
            # the same value from any token ids; a tuple's was likely measured already (the build's filter)
            self.mattr_sum += mattr(toks, self.window) if isinstance(toks, tuple) else _mattr_ids(keys, self.window)
            if keys.size > 1:
                bigram_keys.append(_splitmix64(keys[:-1] * np.uint64(0x9E3779B97F4A7C15) + keys[1:]))
        if len(_WORD_KEYS) > 1 << 17:
            _WORD_KEYS.clear()
        self.n += len(texts)
        if key_arrays:
            self._unigrams.add(np.concatenate(key_arrays))
        if bigram_keys:
            keys = np.concatenate(bigram_keys)
            self.n_bigrams += keys.size
            self._bigrams.add(_sorted_unique(keys))
        if self.embedder is not None:
            if vectors is not None:
                X = np.asarray(vectors, dtype=np.float64)
                if X.ndim != 2 or X.shape[0] != len(texts):
                    raise ValueError(f"CorpusStats.add: {len(texts)} texts but vectors of shape {X.shape}")
            elif isinstance(self.embedder, HashingEmbedder):  # reuse this pass's tokens
                X = self.embedder._embed_tokens(token_lists)
            else:
                X = np.asarray(self.embedder.embed(texts), dtype=np.float64)
            self._add_vectors(X.T @ X, X.sum(axis=0), float(np.einsum("ij,ij->", X, X)))
        return self

    def _add_vectors(self, G: np.ndarray, total: np.ndarray, sumsq: float) -> None:
        if self.G is None:
            self.G, self.sum = np.zeros_like(G), np.zeros_like(total)
        self.G += G
        self.sum += total
        self.sumsq += sumsq

    def merge(self, other: CorpusStats) -> CorpusStats:
        """Add everything ``other`` accumulated (as if its texts had been added here)."""
        self.n += other.n
        self.n_empty += other.n_empty
        self.mattr_sum += other.mattr_sum
        self.n_bigrams += other.n_bigrams
        other._unigrams.compact()
        other._bigrams.compact()
        if other._unigrams.keys.size:
            self._unigrams.add(other._unigrams.keys, other._unigrams.counts)
        if other._bigrams.keys.size:
            self._bigrams.add(other._bigrams.keys)
        if other.G is not None:
            self._add_vectors(other.G, other.sum, other.sumsq)
        return self

    def bigram_diversity(self) -> float:
        return self._bigrams.compact().keys.size / self.n_bigrams if self.n_bigrams else 0.0

    def shannon_entropy(self) -> float:
        counts = self._unigrams.compact().counts
        total = int(counts.sum())
        if total == 0:
            return 0.0
        p = counts[counts > 0] / total
        return float(-(p * np.log2(p)).sum())

    def mean_mattr(self) -> float:
        nonempty = self.n - self.n_empty
        return self.mattr_sum / nonempty if nonempty else 0.0

    def vendi(self) -> float:
        if self.G is None or self.n == 0:
            return 0.0
        return _vendi_from_psd(self.G / self.n)

    def mean_pairwise_cosine(self) -> float:
        if self.sum is None or self.n < 2:
            return math.nan
        return (float(self.sum @ self.sum) - self.sumsq) / (self.n * (self.n - 1))

    def report(self) -> dict[str, Any]:
        """The :func:`diversity_report` dictionary of everything accumulated so far."""
        return {
            "vendi": self.vendi(),
            "mattr": self.mean_mattr(),
            "bigram_diversity": self.bigram_diversity(),
            "shannon_entropy": self.shannon_entropy(),
            "mean_pairwise_cosine": self.mean_pairwise_cosine(),
            "n": self.n,
            "n_empty": self.n_empty,
            "embedder": getattr(self.embedder, "name", type(self.embedder).__name__) if self.embedder else None,
        }


def bigram_diversity(texts: Iterable[str]) -> float:
    """Return distinct word bigrams / total word bigrams over the corpus (bigrams never span two texts; 0.0 if none)."""
    return CorpusStats().consume(texts).bigram_diversity()


def shannon_entropy(texts: Iterable[str]) -> float:
    """Return the Shannon entropy, in bits, of the corpus's word-unigram distribution (0.0 if no words)."""
    return CorpusStats().consume(texts).shannon_entropy()


def mean_pairwise_cosine(X: np.ndarray) -> float:
    """Return the mean cosine similarity over distinct pairs of rows of X in O(n·d); NaN for fewer than 2 rows.

    Rows are L2-normalised first; a zero row has cosine 0 with every other row.
    """
    X = _as_matrix(X, "mean_pairwise_cosine")
    n = X.shape[0]
    if n < 2:
        return math.nan
    norms = np.linalg.norm(X, axis=1, keepdims=True)
    U = np.divide(X, norms, out=np.zeros_like(X), where=norms > 0)
    s = U.sum(axis=0)
    return (float(s @ s) - float(np.einsum("ij,ij->", U, U))) / (n * (n - 1))


def diversity_report(
    texts: Iterable[str],
    embedder: Embedder | str | None = None,
    *,
    window: int = 50,
    batch_size: int = 1024,
) -> dict[str, Any]:
    """Return {vendi, mattr, bigram_diversity, shannon_entropy, mean_pairwise_cosine, n, n_empty, embedder} for a corpus.

    One streaming pass in batches of ``batch_size``: Vendi comes from the accumulated
    d x d Gram matrix and the mean cosine from the accumulated sum vector, so memory is
    flat in the number of texts. ``mattr`` is the mean MATTR over texts that have at
    least one word (``n_empty`` counts the others); ``mean_pairwise_cosine`` is NaN for
    fewer than 2 texts; ``vendi`` is 0.0 for none.
    """
    if isinstance(texts, str):
        raise TypeError("diversity_report expects a sequence of texts, not a single str")
    emb = _resolve_embedder(embedder)
    return CorpusStats(emb, window=window).consume(texts, batch_size=batch_size).report()
