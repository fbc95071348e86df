"""LLM client throughput against the fake OpenAI-compatible server, and a faulty LLM build.

    python benchmarks/llm_throughput.py [--latency 0.2] [--records 2000] [--rounds 6]

1. Requests per second achieved by :class:`~privasis_hub.llm.openai_backend.OpenAIBackend`
   (retries, server pool, accounting; no cache) divided by the ideal ``concurrency / latency``,
   at concurrency 8, 32 and 128 against one server, and at 128 spread over 4 servers.
2. A Privasis build of ``--records`` records against the fake server with 10 % injected faults
   (500, 429 + Retry-After, hangs past the client timeout, malformed JSON, truncated output; each
   transport fault recovers on retry, so every row must be present exactly once): ``lost`` rows
   (attempted but neither a record nor in errors.jsonl, or fewer records than asked) and
   ``duplicated`` rows.

The fake servers (``privasis_hub/llm/fake_server.py``) run in their own processes on this machine, so client
and servers share its cores: the ratios are lower bounds for a real deployment. ``calib_ms`` beside each line is
the time of a fixed pure-Python workload measured just before it (higher = a busier machine); the two
CPU columns are the milliseconds of CPU per request spent by the client (OpenAIBackend on its aiohttp
transport) and by the servers, which bound the ratio when client and servers share two cores.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from pathlib import Path

from privasis_hub import aio
from privasis_hub.llm.fake_server import FakeServerProcess
from privasis_hub.llm.openai_backend import OpenAIBackend


def calibration_ms() -> float:
    """Milliseconds for a fixed pure-Python workload (a machine-load gauge)."""
    t0 = time.perf_counter()
    total = 0
    for i in range(300_000):
        total += i * i % 7
    return (time.perf_counter() - t0) * 1000


def measure(servers: list[FakeServerProcess], concurrency: int, rounds: int, latency: float) -> dict[str, float]:
    """Achieved and ideal requests/s for ``rounds * concurrency`` requests, and the CPU milliseconds per
    request spent by the client (this process) and by the servers (their own processes)."""
    backend = OpenAIBackend(base_url=[s.base_url for s in servers], model="fake", concurrency=concurrency,
                            max_retries=2, timeout=30)
    n = rounds * concurrency
    messages = [{"role": "system", "content": "TASK: judge\nCompare."}, {"role": "user", "content": "Record A"}]

    async def run() -> tuple[float, float, float]:
        await asyncio.gather(*(backend._complete("judge", messages, seed=-1 - i, schema=None)
                               for i in range(concurrency)))  # warm the connection pool
        server_cpu = sum(s.stats()["cpu_s"] for s in servers)
        t0, cpu0 = time.perf_counter(), time.process_time()
        await asyncio.gather(*(backend._complete("judge", messages, seed=i, schema=None) for i in range(n)))
        elapsed, client_cpu = time.perf_counter() - t0, time.process_time() - cpu0
        server_cpu = sum(s.stats()["cpu_s"] for s in servers) - server_cpu
        await backend.aclose()
        return elapsed, client_cpu, server_cpu

    elapsed, client_cpu, server_cpu = aio.run(run())
    return {"achieved": n / elapsed, "ideal": concurrency / latency, "client_ms": client_cpu / n * 1000,
            "server_ms": server_cpu / n * 1000}


def faulty_build(records: int, latency: float, concurrency: int) -> dict:
    from privasis_hub.synth.pipeline import build_privasis

    with FakeServerProcess(latency=latency, fault_rate=0.10, hang_seconds=2.5, retry_after=0.1) as server, \
            tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "build"
        backend = OpenAIBackend(base_url=server.base_url, model="fake", concurrency=concurrency, timeout=2.0,
                                max_retries=4, retry_backoff=0.1)
        t0 = time.perf_counter()
        dd = build_privasis(records, 0, out, backend=backend, concurrency=concurrency, shard_size=100,
                            progress=True)
        stats = server.stats()
        seconds = time.perf_counter() - t0
        ids = [i for split in dd.values() for i in split["id"]]
        errors = [json.loads(line) for line in (out / "errors.jsonl").read_text().splitlines()]
        report = json.loads((out / "build_report.json").read_text())
        every = ids + [e["id"] for e in errors]
        return {
            "records": len(ids),
            "errors": len(errors),
            "attempted": report["attempted"],
            # asked-for records missing (rows grown past n in the last shard are discarded by design)
            "lost": max(0, records - len(ids)),
            "duplicated": len(every) - len(set(every)),
            "seconds": seconds,
            "calls": backend.usage["calls"],
            "retries": backend.usage["retries"],
            "reasks": backend.usage["reasks"],
            "faults": stats["injected"],
            "served": stats["served"],
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency", type=float, default=0.2, help="fake server latency in seconds (default 0.2)")
    parser.add_argument("--rounds", type=int, default=6, help="requests per concurrency slot (default 6)")
    parser.add_argument("--records", type=int, default=2000, help="records in the faulty build (default 2000)")
    parser.add_argument("--build-concurrency", type=int, default=64, help="rows in flight in the build (default 64)")
    args = parser.parse_args()

    ratios: dict[str, float] = {}
    print(f"{'case':<22} {'achieved rps':>12} {'ideal rps':>10} {'ratio':>6} {'calib_ms':>9} "
          f"{'client_cpu_ms/req':>17} {'server_cpu_ms/req':>17}")

    def row(case: str, m: dict[str, float], calib: float) -> str:
        return (f"{case:<22} {m['achieved']:>12.1f} {m['ideal']:>10.1f} {m['achieved'] / m['ideal']:>6.3f} "
                f"{calib:>9.1f} {m['client_ms']:>17.3f} {m['server_ms']:>17.3f}")

    for concurrency in (8, 32, 128):
        calib = calibration_ms()
        with FakeServerProcess(latency=args.latency) as server:
            m = measure([server], concurrency, args.rounds, args.latency)
        ratios[f"c{concurrency}"] = m["achieved"] / m["ideal"]
        print(row(f"1 server, c={concurrency}", m, calib))
    calib = calibration_ms()
    servers = [FakeServerProcess(latency=args.latency) for _ in range(4)]
    try:
        m = measure(servers, 128, args.rounds, args.latency)
        spread = [s.stats()["served"] for s in servers]
    finally:
        for server in servers:
            server.stop()
    ratios["4ep"] = m["achieved"] / m["ideal"]
    print(row("4 servers, c=128", m, calib) + f"   requests per server {spread}")

    calib = calibration_ms()
    result = faulty_build(args.records, args.latency, args.build_concurrency)
    print(f"\nfaulty build: {result['records']} records + {result['errors']} errors of {result['attempted']} attempted "
          f"in {result['seconds']:.1f}s ({result['records'] / result['seconds']:.2f} rec/s, calib_ms {calib:.1f}); "
          f"{result['calls']} calls, {result['retries']} retries, {result['reasks']} re-asks; "
          f"faults injected {result['faults']}")
    print(f"RESULT ratio_c8={ratios['c8']:.3f} ratio_c32={ratios['c32']:.3f} ratio_c128={ratios['c128']:.3f} "
          f"ratio_4ep={ratios['4ep']:.3f} lost={result['lost']} duplicated={result['duplicated']} "
          f"records={result['records']}")


if __name__ == "__main__":
    main()
