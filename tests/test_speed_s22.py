"""s22-speed: a build's serial start and export without scipy's package imports, same results.

- ``splits._components`` (numpy connected components) groups rows exactly as scipy's ``connected_components`` does,
  once :func:`splits._dense_by_first_row` numbers the groups by their first row;
- ``diversity._cython_lapack`` loads scipy's cython_lapack extension without ``scipy.linalg``'s package ``__init__``
  and binds the very same dlaed9 as the ordinary import (so the pool's Vendi scores are unchanged).
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import numpy as np
import pytest

from privasis_hub import splits


def _scipy_groups(size, rows, cols, n):
    from scipy.sparse import coo_matrix
    from scipy.sparse.csgraph import connected_components

    graph = coo_matrix((np.ones(len(rows), dtype=np.int8), (rows, cols)), shape=(size, size)).tocsr()
    _, labels = connected_components(graph, directed=False)
    return splits._dense_by_first_row(labels[:n])


@pytest.mark.parametrize("seed", range(40))
def test_components_match_scipy_on_random_graphs(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(1, 300))
    extra = int(rng.integers(0, 200))
    size = n + extra
    edges = int(rng.integers(0, 2 * size))
    rows = rng.integers(0, size, edges)
    cols = rng.integers(0, size, edges)
    ours = splits._dense_by_first_row(splits._components(size, rows, cols)[:n])
    assert np.array_equal(ours, _scipy_groups(size, rows, cols, n))


def test_components_on_long_chains_and_no_edges():
    for size in (1, 2, 50, 3000):
        order = np.random.default_rng(size).permutation(
            size
        )  # one path through every node, in a shuffled order
        rows, cols = order[:-1], order[1:]
        assert (splits._components(size, rows, cols) == 0).all()
        empty = np.zeros(0, np.int64)
        assert np.array_equal(splits._components(size, empty, empty), np.arange(size))


def test_group_ids_matches_scipy_grouping():
    rng = np.random.default_rng(7)
    people = [f"p{i}" for i in range(60)]
    docs = [f"d{i}" for i in range(40)]
    identity_ids = [list(rng.choice(people, size=int(rng.integers(1, 3)), replace=False)) for _ in range(500)]
    source_ids = [list(rng.choice(docs, size=int(rng.integers(0, 2)), replace=False)) for _ in range(500)]
    groups = np.asarray(splits.group_ids(identity_ids, source_ids))
    # the same grouping by a plain union-find over shared ids
    parent = list(range(500))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    first: dict[str, int] = {}
    for i, ids in enumerate(identity_ids):
        for x in ids + [("src", s) for s in source_ids[i]]:
            key = str(x)
            if key in first:
                parent[find(i)] = find(first[key])
            else:
                first[key] = i
    roots = [find(i) for i in range(500)]
    assert np.array_equal(splits._dense_by_first_row(np.asarray(roots)), groups)


def test_cython_lapack_loads_alone_and_binds_the_same_dlaed9():
    code = textwrap.dedent("""
        import ctypes, sys
        from privasis_hub import diversity
        assert diversity._SecularUpdate.load()
        assert "scipy.linalg" not in sys.modules and "scipy.sparse" not in sys.modules
        api = ctypes.pythonapi
        api.PyCapsule_GetName.restype = ctypes.c_char_p
        api.PyCapsule_GetName.argtypes = [ctypes.py_object]
        api.PyCapsule_GetPointer.restype = ctypes.c_void_p
        api.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
        mine = diversity._cython_lapack().__pyx_capi__["dlaed9"]
        from scipy.linalg import cython_lapack  # the package's own import afterwards still works
        theirs = cython_lapack.__pyx_capi__["dlaed9"]
        assert api.PyCapsule_GetPointer(mine, api.PyCapsule_GetName(mine)) == api.PyCapsule_GetPointer(
            theirs, api.PyCapsule_GetName(theirs))
        print("ok")
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_secular_update_scores_equal_the_full_eigensolve():
    from privasis_hub.diversity import PoolVendi, _vendi_from_psd

    rng = np.random.default_rng(3)
    rows = rng.normal(size=(300, 64))
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    pool = PoolVendi(rows)
    for _ in range(20):
        x = rng.normal(size=64)
        x /= np.linalg.norm(x)
        full = _vendi_from_psd((rows.T @ rows + np.outer(x, x)) / 301)
        assert pool.score_with(x) == pytest.approx(full, rel=1e-9)


def _shards(tmp_path, n_files=7, rows=130):
    import pyarrow as pa
    import pyarrow.parquet as pq
    from datasets import Features, Sequence, Value

    features = Features(
        {"id": Value("string"), "identity_ids": Sequence(Value("string")), "text": Value("string")}
    )
    rng = np.random.default_rng(5)
    files = []
    for k in range(n_files):
        ids = [f"r{k}-{i}" for i in range(rows)]
        people = [[f"p{int(rng.integers(0, 400))}"] for _ in range(rows)]  # some people in several rows
        text = [
            " ".join(rng.choice(["alpha", "beta", "gamma", "delta"], size=int(rng.integers(5, 60))))
            for _ in ids
        ]
        path = tmp_path / f"shard-{k}.parquet"
        pq.write_table(
            pa.table({"id": ids, "identity_ids": people, "text": text}, schema=features.arrow_schema), path
        )
        files.append(str(path))
    return files, features


def _sequential_write_data(files, out_dir, features, spec):
    """write_data as it was before s22-speed: one thread, the row numbers added with datasets' add_column."""
    import pyarrow as pa
    from datasets import Dataset

    from privasis_hub import hub
    from privasis_hub.shards import read_table

    columns = ["id", "identity_ids"]
    table = pa.concat_tables([read_table(p, columns) for p in files])
    small = Dataset(table).add_column("__row", list(range(table.num_rows)))
    dd = splits.split_dataset(small, spec.fractions, seed=spec.seed)
    labels = [""] * table.num_rows
    for split, part in dd.items():
        for row in part["__row"][:]:
            labels[row] = split
    counts = {s: labels.count(s) for s in dict.fromkeys(labels)}
    order = [s for s in ("train", "validation", "test") if s in counts]
    writers = {
        s: hub.SplitWriter(out_dir, s, counts[s], features, rows_per_file=300, keep=True) for s in order
    }
    pos = 0
    for path in files:
        t = read_table(path)
        shard_labels = labels[pos : pos + t.num_rows]
        pos += t.num_rows
        for s, w in writers.items():
            w.write(t.filter(pa.array([label == s for label in shard_labels], type=pa.bool_())))
    for w in writers.values():
        w.close()
    return labels, {s: w.kept for s, w in writers.items()}


def test_write_data_threads_write_the_same_files(tmp_path, monkeypatch):
    import hashlib

    from privasis_hub import hub

    files, features = _shards(tmp_path)
    for seed in (0, 3):
        spec = hub.SplitSpec(seed=seed)
        ref_dir, new_dir = tmp_path / f"ref{seed}", tmp_path / f"new{seed}"
        labels, ref_kept = _sequential_write_data(files, ref_dir, features, spec)
        assert hub._split_labels(files, features, spec)[0] == labels
        monkeypatch.setattr(hub, "ROWS_PER_FILE", 300)  # several files per split, as a large build has
        monkeypatch.setattr(hub.SplitWriter.__init__, "__defaults__", (300, False))
        kept: dict = {}
        _, counts, _ = hub.write_data(files, new_dir, features, spec, kept=kept)
        assert counts == {s: labels.count(s) for s in counts}
        digest = {
            p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted((new_dir / "data").iterdir())
        }
        assert digest == {
            p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted((ref_dir / "data").iterdir())
        }
        assert len(digest) > 3
        for s, tables in ref_kept.items():
            assert [t.to_pylist() for t in kept[s]] == [t.to_pylist() for t in tables]


def test_write_data_passes_on_a_writer_error(tmp_path, monkeypatch):
    from privasis_hub import hub

    files, features = _shards(tmp_path, n_files=3)
    calls = []

    def broken(self, table):
        calls.append(table.num_rows)
        raise RuntimeError("disk full")

    monkeypatch.setattr(hub.SplitWriter, "write", broken)
    with pytest.raises(RuntimeError, match="disk full"):
        hub.write_data(files, tmp_path / "out", features, hub.SplitSpec(seed=0))
    assert calls
