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
        order = np.random.default_rng(size).permutation(size)  # one path through every node, in a shuffled order
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
