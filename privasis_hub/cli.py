"""The ``privasis`` command line: every stage as a sub-command, with progress bars.

Each command is a thin wrapper over a library function a notebook can call too.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

from privasis_hub import guard
from privasis_hub.errors import UserError


def _ranged(kind: type, low: float | None = None, high: float | None = None):
    """An argparse type: ``kind`` (int or float) within ``[low, high]``; the error names the allowed range."""
    noun = "an integer" if kind is int else "a number"
    bounds = (f"between {low} and {high}" if low is not None and high is not None
              else f"at least {low}" if low is not None else f"at most {high}")

    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {noun} {bounds}, got {text!r}") from None
        if value != value or (low is not None and value < low) or (high is not None and value > high):
            raise argparse.ArgumentTypeError(f"must be {bounds}, got {text}")
        return value

    parse.__name__ = f"{kind.__name__} {bounds}"
    return parse


COUNT = _ranged(int, 1)  # --n, sizes, workers, ...
NON_NEGATIVE = _ranged(int, 0)  # seeds, steps, minimums
PROBABILITY = _ranged(float, 0.0, 1.0)
SEED = _ranged(int, 0, 2**63 - 1)  # numpy and the row hashes take 64-bit seeds
MAX_WORKERS = 4 * max(1, os.cpu_count() or 1)
WORKERS = _ranged(int, 1, MAX_WORKERS)  # more processes than this only costs memory
REFINE_STEPS = _ranged(int, 0, 100)  # the paper refines a handful of times; 100 is already hours per record


def _split_name(text: str) -> str:
    """An argparse type: a plain split name like ``test`` (the datasets rule), never a glob or a path."""
    if not re.fullmatch(r"\w+(\.\w+)*", text):
        raise argparse.ArgumentTypeError(f"must be a plain split name like 'test' (letters, digits, _ and .), got {text!r}")
    return text


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line and a pointer to ``--help`` (exit code 2)."""

    def error(self, message: str):  # noqa: D401 - argparse API
        self.exit(2, f"{self.prog}: error: {message}\n  hint: see `{self.prog} --help`\n")


def _add_backend_args(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("generator backend")
    g.add_argument("--backend", choices=("offline", "openai", "transformers", "vllm"), default="offline",
                   help="offline: procedural, no model needed (default); openai: any OpenAI-compatible server; "
                   "transformers: a local model folder (--model); vllm: vLLM's offline engine (--model)")
    g.add_argument("--base-url", action="append",
                   help="server URL for --backend openai, e.g. http://localhost:8000/v1; repeat it (or give a "
                   "file with one URL per line) to spread requests over many servers of the same model")
    g.add_argument("--model", help="model name on the server (openai) or a local model folder (transformers, vllm)")
    g.add_argument("--concurrency", type=COUNT, default=8, help="rows / requests in flight (default 8)")


def _parse_fractions(text: str) -> dict[str, float]:
    """``train=0.9,validation=0.05,test=0.05`` -> a dict (argparse type)."""
    try:
        pairs = [item.split("=", 1) for item in text.split(",") if item.strip()]
        fractions = {name.strip(): float(value) for name, value in pairs}
    except ValueError as err:
        raise argparse.ArgumentTypeError(f"expected name=fraction,...; got {text!r}") from err
    bad = [f"{k}={v}" for k, v in fractions.items() if not 0 <= v <= 1 or not k]
    if bad or not fractions:
        raise argparse.ArgumentTypeError(f"each fraction must be a name=number between 0 and 1; got {text!r}")
    if abs(sum(fractions.values()) - 1.0) > 1e-6:
        raise argparse.ArgumentTypeError(f"split fractions must sum to 1, got {sum(fractions.values())}")
    return fractions


def _add_split_args(p: argparse.ArgumentParser, follows_source: bool = False) -> None:
    g = p.add_argument_group("splits")
    if follows_source:
        g.add_argument("--no-split", action="store_true",
                       help="one train split (default: each triplet goes to its source record's split)")
        return
    g.add_argument("--split-fractions", type=_parse_fractions, default=None,
                   help="e.g. train=0.9,validation=0.05,test=0.05 (the default); groups never cross splits")
    g.add_argument("--no-split", action="store_true", help="write one train split")


def _split_spec(args: argparse.Namespace, **kwargs):
    from privasis_hub.hub import DEFAULT_FRACTIONS, SplitSpec

    if args.no_split:
        return None
    return SplitSpec(fractions=args.split_fractions or dict(DEFAULT_FRACTIONS), seed=args.seed, **kwargs)


def _build_privasis(args: argparse.Namespace) -> int:
    if args.backend == "openai" and not (args.base_url and args.model):
        raise UserError("--backend openai needs --base-url and --model")
    with guard.output_folder(args.out, "privasis", overwrite=args.overwrite) as out:  # lock before loading
        from privasis_hub.synth.pipeline import build_privasis

        dd = _run_privasis(build_privasis, args, out)
    rows = sum(ds.num_rows for ds in dd.values())
    print(f"Wrote {rows} Privasis records to {out.resolve()}")
    print(f"  build report: {out / 'build_report.json'}")
    print(f'  load it with: from datasets import load_dataset; ds = load_dataset("{out}")')
    return 0


def _run_privasis(build_privasis, args: argparse.Namespace, out: Path):
    return build_privasis(
        args.n,
        args.seed,
        out,
        overwrite=args.overwrite,
        backend=args.backend,
        progress=not args.quiet,
        keep_work=args.keep_work,
        model=args.model,
        base_url=args.base_url,
        concurrency=args.concurrency,
        refine_steps=args.refine_steps,
        alpha=args.alpha,
        beta=args.beta,
        tau=args.tau,
        pool_size=args.pool_size,
        no_refine=args.no_refine,
        no_diversity=args.no_diversity,
        no_aux=args.no_aux,
        shard_size=args.shard_size,
        embedder=args.embedder,
        workers=args.workers,
        split=_split_spec(args),
    )


def _build_sanitization(args: argparse.Namespace) -> int:
    if args.backend == "openai" and not (args.base_url and args.model):
        raise UserError("--backend openai needs --base-url and --model")
    if args.retry_base_url and not args.retry_model:
        raise UserError("--retry-base-url needs --retry-model")
    guard.check_paths(args.out, [args.source])
    with guard.reading(args.source), \
            guard.output_folder(args.out, "sanitization", sources=[args.source], overwrite=args.overwrite) as out:
        dd = _run_sanitization(args, out)
    rows = sum(ds.num_rows for ds in dd.values())
    print(f"Wrote {rows} sanitization triplets to {out.resolve()}")
    print(f'  load it with: from datasets import load_dataset; ds = load_dataset("{out}")')
    return 0


def _run_sanitization(args: argparse.Namespace, out: Path):
    from privasis_hub.sanitize.pipeline import build_sanitization
    from privasis_hub.sanitize.targets import TargetConfig

    targets = TargetConfig(abstract_prob=args.abstract_prob, group_prob=args.group_prob,
                           group_label_prob=args.group_label_prob)
    return build_sanitization(
        args.source,
        out,
        overwrite=args.overwrite,
        seed=args.seed,
        backend=args.backend,
        progress=not args.quiet,
        keep_work=args.keep_work,
        model=args.model,
        base_url=args.base_url,
        concurrency=args.concurrency,
        retry_backend="openai" if args.retry_base_url else None,
        retry_base_url=args.retry_base_url,
        retry_model=args.retry_model,
        max_chunk_chars=args.max_chunk_chars,
        per_record=args.per_record,
        shard_size=args.shard_size,
        targets=targets,
        split=None if args.no_split else "default",
    )


def _build_kavach(args: argparse.Namespace) -> int:
    with guard.output_folder(args.out, "kavach", overwrite=args.overwrite) as out:  # lock before loading
        from privasis_hub.kavach.pipeline import build_kavach

        dd = build_kavach(
            args.n, args.seed, out, overwrite=args.overwrite, languages=args.languages or (),
            conditions=args.conditions or (), progress=not args.quiet, keep_work=args.keep_work,
            shard_size=args.shard_size,
            split=_split_spec(args, stratify_by="language", min_per_stratum=args.min_test_per_language),
        )
    rows = sum(ds.num_rows for ds in dd.values())
    print(f"Wrote {rows} Kavach documents to {out.resolve()}")
    print(f'  load it with: from datasets import load_dataset; ds = load_dataset("{out}")')
    return 0


def _split(args: argparse.Namespace) -> int:
    from privasis_hub.hub import resplit

    guard.check_paths(args.out, [args.folder])
    with guard.reading(args.folder):  # a rebuild of the folder waits to swap until this read is done
        kind = guard.check_corpus(args.folder)
        spec = _split_spec(args, stratify_by=args.stratify_by, min_per_stratum=args.min_per_stratum)
        guard.refuse_a_corpus(args.out, args.overwrite)
        with guard.output_folder(args.out, kind, sources=[args.folder], overwrite=args.overwrite):
            counts = resplit(args.folder, args.out, spec, overwrite=args.overwrite)
    print(f"Wrote {args.out}: " + ", ".join(f"{k}={v}" for k, v in counts.items()))
    return 0


def _push(args: argparse.Namespace) -> int:
    from privasis_hub.hub import push
    from privasis_hub.publish import is_model_folder, push_metric, push_model

    if args.folder == "metric":
        if not args.name:
            print("error: privasis push metric NAME --repo-id ORG/NAME (NAME: privasis_leak or pii_span_f1)",
                  file=sys.stderr)
            return 2
        lines = push_metric(args.name, args.repo_id, out=args.out or "spaces", private=args.private,
                            dry_run=args.dry_run, package_spec=args.package_spec)
    elif args.name:
        print(f"error: unexpected argument {args.name!r} (only `privasis push metric NAME` takes two)",
              file=sys.stderr)
        return 2
    elif is_model_folder(args.folder):
        lines = push_model(args.folder, args.repo_id, private=args.private, dry_run=args.dry_run)
    else:
        lines = push(args.folder, args.repo_id, private=args.private, dry_run=args.dry_run)
    for line in lines:
        print(line)
    return 0


def _print_scores(scores: dict, keys: list[str]) -> None:
    width = max(len(k) for k in keys)
    for key in keys:
        if key in scores:
            ci = scores.get(f"{key}_ci")
            numeric = isinstance(ci, list | tuple) and len(ci) == 2 and all(isinstance(x, int | float) for x in ci)
            extra = f"  [{ci[0]:.4f}, {ci[1]:.4f}]" if numeric else ""
            value = scores[key]
            print(f"{key:<{width}}  {value:.4f}{extra}" if isinstance(value, float) else f"{key:<{width}}  {value}")


def _write_json(path: str | None, scores: dict, inputs: tuple[str, ...] = ()) -> None:
    """Write the full result to ``--out``; never onto or into an input."""
    if not path:
        return
    import json

    target = guard.check_file_out(path, inputs).resolve()  # not onto/into an input or a corpus folder
    try:
        tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(scores, indent=2, default=str) + "\n")
        os.replace(tmp, target)  # a whole result or the previous file, never half of one
    except OSError as err:
        raise UserError(f"--out {path}: cannot write the result ({err.strerror or err})",
                        hint="pass a file path in a folder you can write to") from None
    print(f"full result: {path}")


def _eval_spans(args: argparse.Namespace) -> int:
    from privasis_hub.eval import eval_spans

    if (args.system is None) == (args.predictions is None):
        print("error: give --system (run a system) or --predictions (a `privasis run kavach` file)", file=sys.stderr)
        return 2
    inputs = (args.dataset,) + ((args.predictions,) if args.predictions else ())
    if args.out:
        guard.check_file_out(args.out, inputs)  # before any scoring (and again when the result is written)
    scores = eval_spans(args.dataset, args.split, args.system, limit=args.limit, predictions=args.predictions,
                        base_url=args.base_url)
    _print_scores(scores, ["precision", "recall", "f1", "macro_f1", "redaction_precision", "redaction_recall",
                           "redaction_f1", "fp_rate_clean", "hallucination_rate", "num_documents", "num_errors"])
    _write_json(args.out, scores, inputs)
    return 0


def _eval_robustness(args: argparse.Namespace) -> int:
    from privasis_hub.robustness import eval_robustness, robustness_table

    if args.out:
        guard.check_file_out(args.out, (args.dataset,))  # before any scoring (and again when the result is written)
    result = eval_robustness(args.dataset, args.split, args.system, base_url=args.base_url, limit=args.limit,
                             seed=args.seed, corruptions=args.corruptions)
    print(robustness_table(result))
    _write_json(args.out, result, (args.dataset,))
    return 0


def _export_gguf(args: argparse.Namespace) -> int:
    from privasis_hub.ondevice.export import export_gguf
    from privasis_hub.ondevice.ladder import ladder_table

    result = export_gguf(args.model, args.out, args.quant, task=args.task, dataset=args.dataset, split=args.split,
                         limit=args.limit, threshold=args.threshold, converter=args.converter)
    for quant, path in result["files"].items():
        print(f"{quant:>8}  {path}")
    if result["ladder"]:
        print(ladder_table(result["ladder"]))
        print(f"ladder: {Path(args.out) / 'gguf_ladder.json'}" + (f"; card: {result['card']}" if result["card"] else ""))
    return 0


def _eval_leak(args: argparse.Namespace) -> int:
    from privasis_hub.eval import eval_leak

    if args.out:
        guard.check_file_out(args.out, (args.dataset, args.predictions))  # before any scoring (and again when written)
    evaluator = {"base_url": args.evaluator_base_url, "model": args.evaluator_model} if args.evaluator_base_url else None
    scores = eval_leak(args.dataset, args.split, args.predictions, evaluator=evaluator,
                       reference_mode=args.reference_mode, limit=args.limit)
    _print_scores(scores, ["full_successful_record", "successful_record", "successful_attribute",
                           "successful_attribute_per_record", "retention_success", "degenerate_rate", "leak_types",
                           "levels_evaluated", "num_records"])
    _write_json(args.out, scores, (args.dataset, args.predictions))
    return 0


def _add_scale_args(p: argparse.ArgumentParser, corpus: str) -> None:
    """Distributed builds (datatrove), a server per task, the response cache and the price table.

    Wraps the parser's build function: without ``--executor`` and with the offline backend it
    runs unchanged; otherwise :mod:`privasis_hub.scale` makes the backend or runs the tasks.
    """
    import functools

    from privasis_hub.scale import EXECUTORS, SERVERS

    g = p.add_argument_group("scale: many processes, machines and servers (README: Building at paper scale)")
    g.add_argument("--executor", choices=EXECUTORS, default=None,
                   help="run the build as --tasks datatrove tasks on this machine (local), a Slurm cluster or Ray; "
                   "default: one process. Rerun the same command to resume: finished tasks are skipped")
    g.add_argument("--tasks", type=COUNT, default=None,
                   help="number of tasks (default 1); part of the corpus's identity: another --tasks gives "
                   "another corpus (row ids and diversity pools are per task)")
    if not any("--workers" in a.option_strings for a in p._actions):
        g.add_argument("--workers", type=WORKERS, default=None,
                       help="tasks running at once with --executor local (default 1); the output does not depend on it")
    g.add_argument("--slurm-partition", help="Slurm partition for --executor slurm")
    g.add_argument("--time", dest="slurm_time", help="Slurm time limit per task, e.g. 24:00:00")
    g.add_argument("--cpus-per-task", type=COUNT, default=1, help="CPUs per task (default 1)")
    g.add_argument("--gpus-per-task", type=NON_NEGATIVE, default=0, help="GPUs per Slurm task (default 0; set it with --server)")
    g.add_argument("--slurm-env-command", help="shell line each Slurm task runs first, e.g. 'source .venv/bin/activate'")
    if corpus == "kavach":
        p.set_defaults(func=functools.partial(_run_scaled, inner=p.get_default("func"), corpus=corpus))
        return
    g.add_argument("--server", choices=SERVERS, default=None,
                   help="each task starts its own vLLM or SGLang server for --model (datatrove's inference "
                   "servers) instead of using --base-url")
    g.add_argument("--tp", type=COUNT, default=1, help="tensor-parallel GPUs per --server (default 1)")
    g.add_argument("--server-max-context", type=COUNT, default=8192, help="--server context length (default 8192)")
    g.add_argument("--no-cache", action="store_true", help="do not use the on-disk response cache (on by default)")
    g.add_argument("--cache-dir", default=None,
                   help="response cache folder (default $PRIVASIS_CACHE or ~/.cache/privasis-hub)")
    g.add_argument("--price-per-mtok", type=_parse_prices, default=(0.0, 0.0), metavar="IN,OUT",
                   help="US dollars per million input,output tokens: adds a cost estimate to the report and card")
    g.add_argument("--request-timeout", type=_ranged(float, 0.001), default=None, help="seconds before a request is retried (default 120)")
    g.add_argument("--max-retries", type=NON_NEGATIVE, default=None, help="retries per request (default 4)")
    g.add_argument("--batch-size", type=COUNT, default=None, help="prompts per batch for transformers / vllm")
    p.set_defaults(func=functools.partial(_run_scaled, inner=p.get_default("func"), corpus=corpus))


def _parse_prices(text: str) -> tuple[float, float]:
    """``0.15,0.60`` -> (0.15, 0.6) (argparse type)."""
    try:
        p_in, p_out = (float(x) for x in text.split(","))
    except ValueError as err:
        raise argparse.ArgumentTypeError(f"expected IN,OUT dollars per million tokens, e.g. 0.15,0.60; got {text!r}") from err
    if p_in < 0 or p_out < 0:
        raise argparse.ArgumentTypeError(f"prices must be non-negative, got {text!r}")
    return p_in, p_out


def _run_scaled(args: argparse.Namespace, *, inner, corpus: str) -> int:
    from privasis_hub.scale import Submitted, run_cli_build

    try:
        return run_cli_build(args, inner, corpus)
    except Submitted as submitted:
        print(submitted)
        return 0


def _run_model(args: argparse.Namespace):
    from privasis_hub.run import load_model

    return load_model(args.model, base_url=args.base_url, batch_size=args.batch_size, device=args.device,
                      concurrency=args.concurrency)


def _run_cleaner(args: argparse.Namespace) -> int:
    from privasis_hub.run.batch import corpus_split, run_cleaner
    guard.check_file_out(args.out, [args.dataset])  # before loading a model

    corpus_split(args.dataset, args.split, 1)  # check the dataset before loading a model
    summary = run_cleaner(args.dataset, args.split, _run_model(args), args.out, chunked=args.chunked,
                          limit=args.limit, risk_from=args.risk_from, max_chunk_chars=args.max_chunk_chars,
                          max_new_tokens=args.max_new_tokens, progress=not args.quiet)
    print(f"Wrote {summary['rows']} sanitized records to {args.out} ({'chunked' if args.chunked else 'whole'}, "
          f"{summary['prompt_format']} prompt); risk flag raised on {summary['flagged']}; "
          f"degenerate (empty or mostly removed) {summary['num_degenerate']} (degenerate_rate "
          f"{summary['degenerate_rate']:.3f})")
    print(f"  score them with: privasis eval leak --dataset {args.dataset} --split {args.split} "
          f"--predictions {args.out}" + (f" --limit {args.limit}" if args.limit else "") + " --out leak.json")
    return 0


def _run_kavach(args: argparse.Namespace) -> int:
    from privasis_hub.run.batch import corpus_split, run_kavach
    guard.check_file_out(args.out, [args.dataset])  # before loading a model

    corpus_split(args.dataset, args.split, 1, kind="kavach")  # check the dataset before loading a model
    from privasis_hub.run.systems import TaggerSystem, is_tagger

    model = TaggerSystem(args.model, batch_size=args.batch_size or 16) if not args.base_url and is_tagger(args.model) \
        else _run_model(args)
    summary = run_kavach(args.dataset, args.split, model, args.out, limit=args.limit,
                         max_new_tokens=args.max_new_tokens, progress=not args.quiet)
    print(f"Wrote PII spans of {summary['rows']} documents to {args.out} ({summary['retries']} window retries)")
    if summary["errors"]:
        print(f"  {summary['errors']} documents stayed unparseable after the retry: written with no entities "
              "and an 'error' field; eval counts them in num_errors")
    print(f"  score them with: privasis eval spans --dataset {args.dataset} --split {args.split} "
          f"--predictions {args.out}" + (f" --limit {args.limit}" if args.limit else "") + " --out spans.json")
    return 0


def _card_model(args: argparse.Namespace) -> int:
    from privasis_hub.model_card import model_card_from_folder

    card, out = model_card_from_folder(
        args.task, args.model, eval_files=args.eval or [], baseline_files=args.baseline or [],
        out=args.out, model_id=args.model_id, base_model=args.base_model, dataset=args.dataset,
        eval_dataset=args.eval_dataset, eval_split=args.eval_split, training_args_file=args.training_args,
        tiny=args.tiny, robustness_file=args.robustness, gguf_ladder_file=args.gguf_ladder)
    print(f"Wrote the model card {out}")
    return 0


def _span_system(args: argparse.Namespace):
    from privasis_hub.run.systems import load_span_system

    return load_span_system(args.system, base_url=args.base_url)


def _detect(args: argparse.Namespace) -> int:
    from privasis_hub.detect import detect, entity_rows, format_table
    from privasis_hub.user_files import read_documents

    docs = read_documents(args.files, args.text_field)
    rows = entity_rows(docs, detect(docs, _span_system(args), progress=not args.quiet))
    if args.out:
        from privasis_hub.detect import write_entities

        write_entities(args.out, rows, [d.source for d in docs])
        print(f"Wrote {len(rows)} entities of {len(docs)} documents to {args.out}", file=sys.stderr)
    elif sys.stdout.isatty() and not args.jsonl:
        print(format_table(rows, len(docs)))
    else:
        import json

        for row in rows:
            print(json.dumps(row, ensure_ascii=False))
    return 0


def _redact(args: argparse.Namespace) -> int:
    from privasis_hub.copies import check_out, write_copies
    from privasis_hub.detect import detect
    from privasis_hub.redact import Surrogates, redact_text
    from privasis_hub.user_files import is_table, read_documents

    if args.out is None and (len(args.files) != 1 or is_table(args.files[0])):
        raise UserError("--out DIR is needed for several files or a table", hint="only one text file or - prints to stdout")
    docs = read_documents(args.files, args.text_field)
    if args.out is not None:
        check_out(docs, args.out)  # before loading a model
    spans = detect(docs, _span_system(args), progress=not args.quiet)
    replace = Surrogates(seed=args.seed) if args.style == "surrogate" else None
    texts = [redact_text(d.text, s, replace) for d, s in zip(docs, spans, strict=True)]
    if args.out is None:
        sys.stdout.write(texts[0])
        return 0
    written = write_copies(docs, texts, args.out)
    print(f"Wrote {len(written)} redacted files ({sum(map(len, spans))} spans replaced, {args.style}) to {args.out}")
    return 0


def _sanitize(args: argparse.Namespace) -> int:
    from privasis_hub.copies import check_out, write_copies
    from privasis_hub.sanitize_files import REPORT, sanitize_documents, write_report
    from privasis_hub.user_files import is_table, read_documents

    if args.out is None and (len(args.files) != 1 or is_table(args.files[0])):
        raise UserError("--out DIR is needed for several files or a table", hint="only one text file or - prints to stdout")
    docs = read_documents(args.files, args.text_field or ("text", "original"))
    if args.out is not None:
        if any(Path(f).name == REPORT for f in args.files):
            raise UserError(f"an input is named {REPORT}, the report's name", hint="rename it")
        check_out(docs, args.out)  # before loading a model
    results = sanitize_documents(docs, _run_model(args), instruction=args.instruction, chunked=args.chunked,
                                 max_chunk_chars=args.max_chunk_chars, max_new_tokens=args.max_new_tokens,
                                 progress=not args.quiet)
    flagged = sum(bool(r.risk and r.risk.flagged) for r in results)
    if args.out is None:
        sys.stdout.write(results[0].text)
        risk = results[0].risk
        print(f"risk: {'FLAGGED: ' + '; '.join(risk.reasons) if risk.flagged else 'not flagged'}", file=sys.stderr)
        return 0
    written = write_copies(docs, [r.text for r in results], args.out, column="sanitized",
                           extra=[{"risk": r.risk.flagged, "risk_reasons": r.risk.reasons} for r in results])
    report = write_report(docs, results, args.out)
    print(f"Wrote {len(written)} sanitized files to {args.out}; risk flag raised on {flagged} of {len(results)} "
          f"documents (see {report})")
    return 0


def _add_user_file_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("files", nargs="+", metavar="FILE",
                   help="text files (one document each), - for stdin, or .jsonl/.json/.csv/.parquet tables (one "
                   "document per row, its text in --text-field, its id in an 'id' column when there is one)")
    p.add_argument("--text-field", default="text", help="the text column of table files (default text)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")


def _add_system_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--system", default="regex",
                   help="regex (default) | presidio | gliner:<model id> | a token-classification tagger folder or Hub "
                   "id | a generative extractor (folder, Hub id, or a model name on --base-url)")
    p.add_argument("--base-url", default=None, help="OpenAI-compatible server for a model name in --system")


def _add_user_file_parsers(sub) -> None:
    d = sub.add_parser("detect", help="find PII in your own files (entities with character offsets)",
                       description="Find PII in text files, stdin or table rows. Prints one JSON object per entity "
                       "(file, row, id, label, start, end, text) or a table when stdout is a terminal.")
    _add_user_file_args(d)
    _add_system_args(d)
    d.add_argument("--out", help="write the entities as JSONL to this file instead of printing them")
    d.add_argument("--jsonl", action="store_true", help="print JSONL even on a terminal")
    d.set_defaults(func=_detect)
    r = sub.add_parser("redact", help="write masked copies of your own files",
                       description="Replace every PII span found by --system with [LABEL] (or a consistent fake "
                       "value with --style surrogate) and write copies under --out; the inputs are never changed.")
    _add_user_file_args(r)
    _add_system_args(r)
    r.add_argument("--out", metavar="DIR", help="folder for the copies (same file names); without it, one text "
                   "file or - prints to stdout")
    r.add_argument("--style", choices=("mask", "surrogate"), default="mask",
                   help="mask: [PERSON], [EMAIL], ... (default); surrogate: one fake value per original value, "
                   "identifiers from reserved ranges (555 numbers, example.* domains, documentation IPs, ...)")
    r.add_argument("--seed", type=NON_NEGATIVE, default=0, help="seed of the surrogate values (default 0)")
    r.set_defaults(func=_redact)
    s = sub.add_parser("sanitize", help="sanitize your own files following an instruction, with a risk flag",
                       description="Rewrite text files, stdin or table rows with a cleaner model following "
                       "--instruction (or each row's 'instruction' column), chunk by chunk. Writes copies under "
                       "--out (tables get 'sanitized', 'risk' and 'risk_reasons' columns) and "
                       "sanitize_report.jsonl (the risk flag per document); one text file without --out prints "
                       "the text and the flag.")
    s.add_argument("files", nargs="+", metavar="FILE",
                   help="text files, - for stdin, or .jsonl/.json/.csv/.parquet tables (text in --text-field; "
                   "optional 'instruction', 'targets' and 'id' columns)")
    s.add_argument("--text-field", default=None, help="the text column of tables (default: text, else original)")
    s.add_argument("--instruction", default=None, help="what to remove or abstract, for every document "
                   "(default: each row's 'instruction' column)")
    s.add_argument("--model", required=True, help="a cleaner: local folder, Hub id, or a model name on --base-url")
    s.add_argument("--base-url", help="an OpenAI-compatible server (vLLM, SGLang, llama.cpp)")
    s.add_argument("--out", metavar="DIR", help="folder for the sanitized copies and sanitize_report.jsonl")
    _add_chunk_args(s, "text")
    _add_model_args(s)
    s.set_defaults(func=_sanitize)


def _add_chunk_args(p: argparse.ArgumentParser, what: str) -> None:
    p.add_argument("--chunked", action=argparse.BooleanOptionalAction, default=True,
                   help=f"sanitize chunk by chunk (default) or send the whole {what} (--no-chunked)")
    p.add_argument("--max-chunk-chars", type=_ranged(int, 64), default=512, help="chunk size limit (default 512)")
    p.add_argument("--max-new-tokens", type=COUNT, default=None, help="default: from the longest chunk's length")


def _add_model_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--batch-size", type=COUNT, default=8, help="prompts per forward pass of a local model (default 8)")
    p.add_argument("--device", default=None, help="cpu, cuda, cuda:1, ... (default: cuda when available)")
    p.add_argument("--concurrency", type=COUNT, default=8, help="requests in flight to a server (default 8)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")


def _add_run_args(p: argparse.ArgumentParser, what: str) -> None:
    p.add_argument("--model", required=True,
                   help="a local model or adapter folder, a Hub model id, or a model name on --base-url")
    p.add_argument("--base-url", help="an OpenAI-compatible server (vLLM, SGLang, llama.cpp), e.g. http://localhost:8000/v1")
    p.add_argument("--dataset", required=True, help=f"a {what} folder, a Hub dataset id, or your own "
                   ".jsonl/.json/.csv/.parquet file or a folder of <split>.jsonl/.parquet files (columns below)")
    p.add_argument("--split", type=_split_name, default="test", help="the split to run over: train, validation or test (default test)")
    p.add_argument("--out", required=True, help="predictions JSONL (written atomically)")
    p.add_argument("--limit", type=COUNT, default=None, help="only the first N rows")
    _add_model_args(p)


def _add_run_and_card_parsers(sub) -> None:
    run = sub.add_parser("run", help="run a trained model over a corpus split").add_subparsers(dest="model_kind",
                                                                                              required=True)
    rc = run.add_parser("cleaner", help="sanitize records (chunked or whole) with a risk flag",
                        description="Sanitize every record of a Privasis-Sanitization (or Privasis-Zero) split. "
                        "Chunked: <=512-character chunks, each with the full instruction, rewrites kept consistent "
                        "across chunks, merged losslessly. Output: JSONL {id, prediction, risk, ...} for "
                        "`privasis eval leak --predictions`. Columns read: original, instruction (needed); id, "
                        "targets (when present; rows without id are named <split>-<n>).")
    _add_run_args(rc, "Privasis-Sanitization")
    _add_chunk_args(rc, "record")
    rc.add_argument("--risk-from", choices=("targets", "instruction"), default=None,
                    help="risk flag from the rows' targets (exact direct-leak check; the default when the rows have "
                    "targets) or from the instruction and a PII extractor only (as for new data; the default otherwise)")
    rc.set_defaults(func=_run_cleaner)
    rk = run.add_parser("kavach", help="extract PII spans with a value-only extractor",
                        description="Extract PII from every document of a Kavach split in 120-word windows "
                        "(25 overlapping), greedy, one retry with repetition penalty 1.1 on unparseable output. "
                        "Output: JSONL {id, entities, missing, retries} for `privasis eval spans --predictions`. "
                        "Columns read: text (needed); id (when present). A token-classification folder runs as a "
                        "tagger.")
    _add_run_args(rk, "Kavach")
    rk.add_argument("--max-new-tokens", type=COUNT, default=512, help="answer length limit per window (default 512)")
    rk.set_defaults(func=_run_kavach)

    card = sub.add_parser("card", help="render cards").add_subparsers(dest="card_kind", required=True)
    cm = card.add_parser("model", help="render a model card with a model-index from eval results",
                         description="Render README.md for a trained cleaner or Kavach model: model-index and "
                         "an evaluation table (with CIs) from `privasis eval ... --out` files, training data, "
                         "recipe and hyperparameters, intended use and limitations.")
    cm.add_argument("--task", choices=("cleaner", "kavach", "tagger"), required=True,
                    help="cleaner (sanitizer), kavach (generative extractor) or tagger (token classifier)")
    cm.add_argument("--model", required=True, help="the trained model or adapter folder")
    cm.add_argument("--eval", nargs="+", metavar="[NAME=]FILE",
                    help="scores JSON from `privasis eval leak|spans --out` (NAME defaults to the file stem)")
    cm.add_argument("--baseline", nargs="+", metavar="[NAME=]FILE", help="baseline scores shown beside the model")
    cm.add_argument("--robustness", metavar="FILE", help="a `privasis eval robustness --out` JSON (Robustness section)")
    cm.add_argument("--gguf-ladder", metavar="FILE",
                    help="a gguf_ladder.json from `privasis export gguf` (default: the model folder's own)")
    cm.add_argument("--out", default=None, help="folder for README.md (default: the model folder)")
    cm.add_argument("--model-id", default=None, help="ORG/NAME on the Hub (default: the folder name)")
    cm.add_argument("--base-model", default=None, help="default: from the adapter or training config")
    cm.add_argument("--dataset", default=None, help="training data (default: from the training config)")
    cm.add_argument("--eval-dataset", default=None, help="the evaluated dataset (default: --dataset)")
    cm.add_argument("--eval-split", default="test")
    cm.add_argument("--training-args", default=None, help="a JSON/YAML file of training arguments "
                    "(default: the folder's training_args.json / training_config.yaml, if any)")
    cm.add_argument("--tiny", action="store_true", help="mark a CPU smoke-test model (proves plumbing, not quality)")
    cm.set_defaults(func=_card_model)


def build_parser() -> argparse.ArgumentParser:
    """The full ``privasis`` argument parser."""
    parser = _Parser(
        prog="privasis",
        description="Build synthetic private-data corpora, publish them, and score privacy systems.",
    )
    parser.add_argument("--debug", action="store_true", help="show full Python tracebacks for every error")
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build", help="build a corpus").add_subparsers(dest="corpus", required=True)

    p = build.add_parser(
        "privasis",
        help="synthetic private records",
        description="Grow synthetic private records: profile -> record type -> background -> format -> "
        "draft -> refine -> annotate -> group -> filter. Deterministic in (arguments, seed) and resumable: "
        "rerun the same command after an interruption to continue.",
    )
    p.add_argument("--n", type=COUNT, required=True, help="number of records")
    p.add_argument("--seed", type=SEED, default=0, help="run seed (default 0)")
    p.add_argument("--out", required=True, help="output folder (Hub-ready: data/*.parquet + README.md card)")
    _add_backend_args(p)
    r = p.add_argument_group("refinement and ablations")
    r.add_argument("--refine-steps", type=REFINE_STEPS, default=3, help="candidate revisions per record (default 3)")
    r.add_argument("--alpha", type=PROBABILITY, default=0.5, help="weight of the judge term (default 0.5)")
    r.add_argument("--beta", type=PROBABILITY, default=0.5, help="weight of the Vendi-gain term (default 0.5)")
    r.add_argument("--tau", type=PROBABILITY, default=0.5, help="acceptance threshold (default 0.5)")
    r.add_argument("--pool-size", type=COUNT, default=300, help="records in the diversity pool P (default 300)")
    r.add_argument("--no-refine", action="store_true", help="ablation: keep first drafts")
    r.add_argument("--no-diversity", action="store_true", help="ablation: beta = 0")
    r.add_argument("--no-aux", action="store_true", help="ablation: no record-type/format control variables")
    r.add_argument("--embedder", default=None,
                   help="'hashing' (default, no weights) or a sentence-transformers model name")
    o = p.add_argument_group("output")
    o.add_argument("--shard-size", type=COUNT, default=200, help="rows per resumable work shard (default 200)")
    o.add_argument("--workers", type=WORKERS, default=None,
                   help="processes for the offline backend (default: all cores; output does not depend on it)")
    o.add_argument("--keep-work", action="store_true", help="keep the .work/ shards after finishing")
    o.add_argument("--overwrite", action="store_true", help="discard an unfinished build's work shards in --out (or replace a build of another kind); "
                   "files privasis did not write are never removed or replaced: they stay byte-identical beside the new corpus")
    o.add_argument("--quiet", action="store_true", help="no progress bar")
    _add_split_args(p)
    p.set_defaults(func=_build_privasis)
    _add_scale_args(p, "privasis")

    s = build.add_parser(
        "sanitization",
        help="(record, instruction, sanitized record) triplets from a Privasis folder",
        description="Decompose each Privasis record into chunks, sample sensitivity-weighted targets to abstract "
        "or drop, rewrite the relevant chunks target by target, add retention targets, and verify. "
        "Deterministic and resumable like the Privasis build.",
    )
    s.add_argument("--from", dest="source", required=True, help="a Privasis build folder (data/*.parquet)")
    s.add_argument("--out", required=True, help="output folder (Hub-ready)")
    s.add_argument("--seed", type=SEED, default=0, help="run seed (default 0)")
    _add_backend_args(s)
    t = s.add_argument_group("targets")
    t.add_argument("--abstract-prob", type=PROBABILITY, default=0.5, help="share of abstract (vs drop) targets")
    t.add_argument("--group-prob", type=PROBABILITY, default=0.25, help="chance a target is a whole attribute group")
    t.add_argument("--group-label-prob", type=PROBABILITY, default=0.3,
                   help="chance a group target is named only by its label in the instruction")
    t.add_argument("--max-chunk-chars", type=_ranged(int, 64), default=512, help="chunk size limit (default 512)")
    t.add_argument("--per-record", type=COUNT, default=1, help="triplets per source record (default 1)")
    v = s.add_argument_group("verification retry")
    v.add_argument("--retry-base-url", help="retry failing triplets once with this OpenAI-compatible server")
    v.add_argument("--retry-model", help="model for the retry server")
    o = s.add_argument_group("output")
    o.add_argument("--shard-size", type=COUNT, default=100, help="source records per work shard")
    o.add_argument("--keep-work", action="store_true", help="keep the .work/ shards after finishing")
    o.add_argument("--overwrite", action="store_true", help="discard an unfinished build's work shards in --out (or replace a build of another kind); "
                   "files privasis did not write are never removed or replaced: they stay byte-identical beside the new corpus")
    o.add_argument("--quiet", action="store_true", help="no progress bar")
    _add_split_args(s, follows_source=True)
    s.set_defaults(func=_build_sanitization)
    _add_scale_args(s, "sanitization")

    k = build.add_parser(
        "kavach",
        help="multilingual PII span corpus",
        description="Generate documents in many languages, domains and input conditions with exact PII spans "
        "and value-only JSON targets; about 19% are hard negatives, in every condition. Deterministic and resumable.",
    )
    k.add_argument("--n", type=COUNT, required=True, help="number of documents")
    k.add_argument("--seed", type=SEED, default=0, help="run seed (default 0)")
    k.add_argument("--out", required=True, help="output folder (Hub-ready)")
    k.add_argument("--languages", nargs="+", help="language codes to use (default: all)")
    k.add_argument("--conditions", nargs="+", help="input conditions to use (default: all 13, code_switch included)")
    k.add_argument("--shard-size", type=COUNT, default=500, help="documents planned per work shard")
    k.add_argument("--keep-work", action="store_true", help="keep the .work/ shards after finishing")
    k.add_argument("--overwrite", action="store_true", help="discard an unfinished build's work shards in --out (or replace a build of another kind); "
                   "files privasis did not write are never removed or replaced: they stay byte-identical beside the new corpus")
    k.add_argument("--quiet", action="store_true", help="no progress bar")
    _add_split_args(k)
    k.add_argument("--min-test-per-language", type=NON_NEGATIVE, default=80,
                   help="minimum test documents per language, so per-language scores have usable CIs (default 80); "
                        "lowered, with a warning and a note in build_report.json, when languages x minimum "
                        "would exceed the test fraction")
    k.set_defaults(func=_build_kavach)
    _add_scale_args(k, "kavach")

    sp = sub.add_parser("split", help="re-split an exported corpus folder",
                        description="Read every split of DIR, group rows by identity and source documents, "
                        "assign groups to new splits and write a new Hub folder (card and report updated).")
    sp.add_argument("folder", help="an exported corpus folder")
    sp.add_argument("--out", required=True, help="the new folder")
    sp.add_argument("--seed", type=SEED, default=0, help="split seed (default 0)")
    sp.add_argument("--overwrite", action="store_true",
                    help="replace a corpus already in --out (only files a build wrote; others stay byte-identical)")
    sp.add_argument("--stratify-by", default=None, help="a column to stratify by (Kavach: language)")
    sp.add_argument("--min-per-stratum", type=NON_NEGATIVE, default=None, help="minimum test rows per stratum")
    _add_split_args(sp)
    sp.set_defaults(func=_split)

    pu = sub.add_parser("push", help="publish a corpus, a model or a metric Space to the Hugging Face Hub",
                        description="Create the repo (if needed) and upload: a corpus folder as a dataset repo, a "
                        "model or adapter folder (with its card) as a model repo, or `metric NAME` as an evaluate "
                        "Space. The token comes from `huggingface-cli login` or HF_TOKEN and is never written "
                        "anywhere.")
    pu.add_argument("folder", help="an exported corpus folder, a model folder, or the word 'metric'")
    pu.add_argument("name", nargs="?", help="with 'metric': privasis_leak or pii_span_f1 (uploaded as a Space)")
    pu.add_argument("--out", help="with 'metric': where to write the Space folder (default: spaces/)")
    pu.add_argument("--package-spec", help="with 'metric': the requirements line installing privasis-hub in the "
                    "Space (default: privasis-hub>=<version>)")
    pu.add_argument("--repo-id", required=True, help="ORG/NAME")
    pu.add_argument("--private", action="store_true", help="create the repo as private")
    pu.add_argument("--dry-run", action="store_true", help="list every file and operation; no network")
    pu.set_defaults(func=_push)

    ex = sub.add_parser("export", help="export a trained model for on-device use").add_subparsers(
        dest="export_kind", required=True)
    eg = ex.add_parser("gguf", help="GGUF files for llama.cpp, each quantization loaded and scored",
                       description="Convert a Qwen3 or Gemma-3 model folder (a LoRA adapter is merged first) with "
                       "llama.cpp's own converter, quantize it with llama.cpp, load every file with llama-cpp-python "
                       "and score it with the same path as `privasis run` + `privasis eval`. Writes the files, "
                       "gguf_ladder.json (size, load time, tokens/s, peak memory, score with CI, delta to the "
                       "full-precision model) and a model card with the ladder. Needs the [gguf] extra.")
    eg.add_argument("model", help="the trained model or LoRA adapter folder (Qwen3 or Gemma-3)")
    eg.add_argument("--quant", nargs="+", default=["f16", "q8_0", "q4_k_m"], metavar="QUANT",
                    help="quantization levels (default: f16 q8_0 q4_k_m; e.g. also q6_k q5_k_m q4_0 q3_k_m q2_k)")
    eg.add_argument("--out", required=True, help="a new or empty folder (or one this command wrote before)")
    eg.add_argument("--task", choices=("kavach", "cleaner"), default=None,
                    help="what the model does, to score it: kavach (span F1) or cleaner (successful record)")
    eg.add_argument("--dataset", default=None, help="Kavach or Privasis-Sanitization folder to score every file on "
                    "(without it, the files are only converted)")
    eg.add_argument("--split", type=_split_name, default="test", help="the split to score on (default test)")
    eg.add_argument("--limit", type=COUNT, default=None, help="score only the first N rows")
    eg.add_argument("--threshold", type=PROBABILITY, default=0.05,
                    help="a level losing more than this much of the score is marked not recommended (default 0.05)")
    eg.add_argument("--converter", default=None,
                    help="llama.cpp's convert_hf_to_gguf.py (default: unpacked once from the llama-cpp-python "
                    "source package into ~/.cache/privasis_hub)")
    eg.set_defaults(func=_export_gguf)

    ev = sub.add_parser("eval", help="score a system with the metric modules").add_subparsers(dest="what",
                                                                                           required=True)
    es = ev.add_parser("spans", help="PII span P/R/F1 of a system on a Kavach split",
                       description="Run a PII system over a Kavach split and score it with pii_span_f1. "
                       "Columns read: text, entities ([{label, start, end}], needed); id, language (when present).")
    es.add_argument("--dataset", required=True, help="a Kavach folder, or a .jsonl/.parquet file or folder of "
                    "<split>.jsonl/.parquet files with the columns above")
    es.add_argument("--split", type=_split_name, default="test", help="the split to score: train, validation or test (default test; as given to `privasis run`)")
    es.add_argument("--system", default=None,
                    help="regex | presidio | gliner:<model id> | a model (local folder, Hub id, or a name on "
                    "--base-url) that answers with value-only JSON")
    es.add_argument("--base-url", default=None, help="OpenAI-compatible server for a model name in --system")
    es.add_argument("--predictions", default=None, help="score a `privasis run kavach` JSONL instead of a system")
    es.add_argument("--limit", type=COUNT, default=None, help="score only the first N documents")
    es.add_argument("--out", help="write the full result as JSON")
    es.set_defaults(func=_eval_spans)
    er = ev.add_parser("robustness", help="span scores of a system under each of the 18 text corruptions",
                       description="Apply each corruption of privasis_hub.kavach.corrupt to a Kavach split (gold "
                       "spans carried through) and score the system on each: F1, redaction recall and the "
                       "false-positive rate on clean documents, with bootstrap CIs and the drop from clean.")
    er.add_argument("--dataset", required=True, help="a Kavach folder")
    er.add_argument("--split", type=_split_name, default="test", help="the split to corrupt and score (default test)")
    er.add_argument("--system", required=True,
                    help="regex | presidio | gliner:<model id> | a model folder, GGUF file, Hub id or a name on "
                    "--base-url")
    er.add_argument("--base-url", default=None, help="OpenAI-compatible server for a model name in --system")
    er.add_argument("--corruptions", nargs="+", default=None, metavar="NAME",
                    help="only these corruptions (default: all 18)")
    er.add_argument("--seed", type=NON_NEGATIVE, default=0, help="corruption seed (default 0)")
    er.add_argument("--limit", type=COUNT, default=None, help="score only the first N documents")
    er.add_argument("--out", help="write the full result (per-corruption rows) as JSON")
    er.set_defaults(func=_eval_robustness)
    el = ev.add_parser("leak", help="leak / retention scores of sanitized outputs",
                       description="Score sanitized outputs against a Privasis-Sanitization split with privasis_leak. "
                       "Columns read: original, targets (needed: [{attribute, value}], value strings, or corpus "
                       "target groups); id, retain (or retention) (when present).")
    el.add_argument("--dataset", required=True, help="a Privasis-Sanitization folder, or a .jsonl/.parquet file or "
                    "folder of <split>.jsonl/.parquet files with the columns above")
    el.add_argument("--split", type=_split_name, default="test", help="the split to score: train, validation or test (default test; as given to `privasis run`)")
    el.add_argument("--predictions", required=True,
                    help='JSONL with one {"id": <row id>, "prediction": <sanitized text>} per line')
    el.add_argument("--evaluator-base-url", help="OpenAI-compatible server for the inference/proximity levels")
    el.add_argument("--evaluator-model", help="model name on that server")
    el.add_argument("--reference-mode", action="store_true",
                    help="the reference evaluation's denominators (records with retention attributes only)")
    el.add_argument("--limit", type=COUNT, default=None, help="score only the first N rows (as `privasis run --limit`)")
    el.add_argument("--out", help="write the full result as JSON")
    el.set_defaults(func=_eval_leak)
    _add_user_file_parsers(sub)
    _add_run_and_card_parsers(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``privasis`` console script.

    A :class:`~privasis_hub.errors.UserError` (bad option, bad input file, wrong folder) is printed as one or
    two lines on stderr with exit code 2; other exceptions are bugs and keep their traceback. ``--debug`` shows
    the traceback of every error.
    """
    args = build_parser().parse_args(argv)
    from privasis_hub.console import configure

    configure(debug=args.debug)  # one-line warnings; third-party noise filtered
    if getattr(args, "quiet", False):
        import os

        os.environ["HF_DATASETS_DISABLE_PROGRESS_BARS"] = "1"  # before datasets is imported
    try:
        return args.func(args)
    except UserError as err:
        if args.debug:
            raise
        print(f"error: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\ninterrupted: rerun the same command to resume from the shards already written", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
