"""The ``privasis`` command line: every stage as a sub-command, with progress bars.

Each command is a thin wrapper over a library function a notebook can call too.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def _add_backend_args(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("generator backend")
    g.add_argument("--backend", choices=("offline", "openai"), default="offline",
                   help="offline: procedural, no model needed (default); openai: any OpenAI-compatible server")
    g.add_argument("--base-url", help="server URL for --backend openai, e.g. http://localhost:8000/v1")
    g.add_argument("--model", help="model name on the server for --backend openai")
    g.add_argument("--concurrency", type=int, default=8, help="rows / requests in flight (default 8)")


def _parse_fractions(text: str) -> dict[str, float]:
    """``train=0.9,validation=0.05,test=0.05`` -> a dict (argparse type)."""
    try:
        pairs = [item.split("=", 1) for item in text.split(",") if item.strip()]
        fractions = {name.strip(): float(value) for name, value in pairs}
    except ValueError as err:
        raise argparse.ArgumentTypeError(f"expected name=fraction,...; got {text!r}") from err
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
    from privasis_hub.synth.pipeline import build_privasis

    if args.backend == "openai" and not (args.base_url and args.model):
        print("error: --backend openai needs --base-url and --model", file=sys.stderr)
        return 2
    out = Path(args.out)
    if args.overwrite and out.exists():
        import shutil

        shutil.rmtree(out)
    dd = build_privasis(
        args.n,
        args.seed,
        out,
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
    rows = sum(ds.num_rows for ds in dd.values())
    print(f"Wrote {rows} Privasis records to {out.resolve()}")
    print(f"  build report: {out / 'build_report.json'}")
    print(f'  load it with: from datasets import load_dataset; ds = load_dataset("{out}")')
    return 0


def _build_sanitization(args: argparse.Namespace) -> int:
    from privasis_hub.sanitize.pipeline import build_sanitization
    from privasis_hub.sanitize.targets import TargetConfig

    if args.backend == "openai" and not (args.base_url and args.model):
        print("error: --backend openai needs --base-url and --model", file=sys.stderr)
        return 2
    if args.retry_base_url and not args.retry_model:
        print("error: --retry-base-url needs --retry-model", file=sys.stderr)
        return 2
    out = Path(args.out)
    if args.overwrite and out.exists():
        import shutil

        shutil.rmtree(out)
    targets = TargetConfig(abstract_prob=args.abstract_prob, group_prob=args.group_prob,
                           group_label_prob=args.group_label_prob)
    dd = build_sanitization(
        args.source,
        out,
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
    rows = sum(ds.num_rows for ds in dd.values())
    print(f"Wrote {rows} sanitization triplets to {out.resolve()}")
    print(f'  load it with: from datasets import load_dataset; ds = load_dataset("{out}")')
    return 0


def _build_kavach(args: argparse.Namespace) -> int:
    from privasis_hub.kavach.pipeline import build_kavach

    out = Path(args.out)
    if args.overwrite and out.exists():
        import shutil

        shutil.rmtree(out)
    dd = build_kavach(
        args.n, args.seed, out, languages=args.languages or (), conditions=args.conditions or (),
        progress=not args.quiet, keep_work=args.keep_work, shard_size=args.shard_size,
        split=_split_spec(args, stratify_by="language", min_per_stratum=args.min_test_per_language),
    )
    rows = sum(ds.num_rows for ds in dd.values())
    print(f"Wrote {rows} Kavach documents to {out.resolve()}")
    print(f'  load it with: from datasets import load_dataset; ds = load_dataset("{out}")')
    return 0


def _split(args: argparse.Namespace) -> int:
    from privasis_hub.hub import resplit

    spec = _split_spec(args, stratify_by=args.stratify_by, min_per_stratum=args.min_per_stratum)
    counts = resplit(args.folder, args.out, spec)
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


def _write_json(path: str | None, scores: dict) -> None:
    if path:
        import json

        Path(path).write_text(json.dumps(scores, indent=2, default=str) + "\n")
        print(f"full result: {path}")


def _eval_spans(args: argparse.Namespace) -> int:
    from privasis_hub.eval import eval_spans

    if (args.system is None) == (args.predictions is None):
        print("error: give --system (run a system) or --predictions (a `privasis run kavach` file)", file=sys.stderr)
        return 2
    scores = eval_spans(args.dataset, args.split, args.system, limit=args.limit, predictions=args.predictions,
                        base_url=args.base_url)
    _print_scores(scores, ["precision", "recall", "f1", "macro_f1", "redaction_precision", "redaction_recall",
                           "redaction_f1", "fp_rate_clean", "hallucination_rate", "num_documents", "num_errors"])
    _write_json(args.out, scores)
    return 0


def _eval_leak(args: argparse.Namespace) -> int:
    from privasis_hub.eval import eval_leak

    evaluator = {"base_url": args.evaluator_base_url, "model": args.evaluator_model} if args.evaluator_base_url else None
    scores = eval_leak(args.dataset, args.split, args.predictions, evaluator=evaluator,
                       reference_mode=args.reference_mode, limit=args.limit)
    _print_scores(scores, ["full_successful_record", "successful_record", "successful_attribute",
                           "successful_attribute_per_record", "retention_success", "leak_types",
                           "levels_evaluated", "num_records"])
    _write_json(args.out, scores)
    return 0


def _run_model(args: argparse.Namespace):
    from privasis_hub.run import load_model

    return load_model(args.model, base_url=args.base_url, batch_size=args.batch_size, device=args.device,
                      concurrency=args.concurrency)


def _run_cleaner(args: argparse.Namespace) -> int:
    from privasis_hub.run.batch import run_cleaner

    summary = run_cleaner(args.dataset, args.split, _run_model(args), args.out, chunked=args.chunked,
                          limit=args.limit, risk_from=args.risk_from, max_chunk_chars=args.max_chunk_chars,
                          max_new_tokens=args.max_new_tokens, progress=not args.quiet)
    print(f"Wrote {summary['rows']} sanitized records to {args.out} ({'chunked' if args.chunked else 'whole'}, "
          f"{summary['prompt_format']} prompt); risk flag raised on {summary['flagged']}")
    print(f"  score them with: privasis eval leak --dataset {args.dataset} --split {args.split} "
          f"--predictions {args.out}" + (f" --limit {args.limit}" if args.limit else "") + " --out leak.json")
    return 0


def _run_kavach(args: argparse.Namespace) -> int:
    from privasis_hub.run.batch import run_kavach

    summary = run_kavach(args.dataset, args.split, _run_model(args), args.out, limit=args.limit,
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
        tiny=args.tiny)
    print(f"Wrote the model card {out}")
    return 0


def _add_run_args(p: argparse.ArgumentParser, what: str) -> None:
    p.add_argument("--model", required=True,
                   help="a local model or adapter folder, a Hub model id, or a model name on --base-url")
    p.add_argument("--base-url", help="an OpenAI-compatible server (vLLM, SGLang, llama.cpp), e.g. http://localhost:8000/v1")
    p.add_argument("--dataset", required=True, help=f"a {what} folder or Hub dataset id")
    p.add_argument("--split", default="test")
    p.add_argument("--out", required=True, help="predictions JSONL (written atomically)")
    p.add_argument("--limit", type=int, default=None, help="only the first N rows")
    p.add_argument("--batch-size", type=int, default=8, help="prompts per forward pass of a local model (default 8)")
    p.add_argument("--device", default=None, help="cpu, cuda, cuda:1, ... (default: cuda when available)")
    p.add_argument("--concurrency", type=int, default=8, help="requests in flight to a server (default 8)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")


def _add_run_and_card_parsers(sub) -> None:
    run = sub.add_parser("run", help="run a trained model over a corpus split").add_subparsers(dest="model_kind",
                                                                                              required=True)
    rc = run.add_parser("cleaner", help="sanitize records (chunked or whole) with a risk flag",
                        description="Sanitize every record of a Privasis-Sanitization (or Privasis-Zero) split. "
                        "Chunked: <=512-character chunks, each with the full instruction, rewrites kept consistent "
                        "across chunks, merged losslessly. Output: JSONL {id, prediction, risk, ...} for "
                        "`privasis eval leak --predictions`.")
    _add_run_args(rc, "Privasis-Sanitization")
    rc.add_argument("--chunked", action=argparse.BooleanOptionalAction, default=True,
                    help="sanitize chunk by chunk (default) or send the whole record (--no-chunked)")
    rc.add_argument("--max-chunk-chars", type=int, default=512, help="chunk size limit (default 512)")
    rc.add_argument("--max-new-tokens", type=int, default=None, help="default: from the longest chunk's length")
    rc.add_argument("--risk-from", choices=("targets", "instruction"), default="targets",
                    help="risk flag from the rows' targets (exact direct-leak check, default) or from the "
                    "instruction and a PII extractor only (as for new data)")
    rc.set_defaults(func=_run_cleaner)
    rk = run.add_parser("kavach", help="extract PII spans with a value-only extractor",
                        description="Extract PII from every document of a Kavach split in 120-word windows "
                        "(25 overlapping), greedy, one retry with repetition penalty 1.1 on unparseable output. "
                        "Output: JSONL {id, entities, missing, retries} for `privasis eval spans --predictions`.")
    _add_run_args(rk, "Kavach")
    rk.add_argument("--max-new-tokens", type=int, default=512, help="answer length limit per window (default 512)")
    rk.set_defaults(func=_run_kavach)

    card = sub.add_parser("card", help="render cards").add_subparsers(dest="card_kind", required=True)
    cm = card.add_parser("model", help="render a model card with a model-index from eval results",
                         description="Render README.md for a trained cleaner or Kavach model: model-index and "
                         "an evaluation table (with CIs) from `privasis eval ... --out` files, training data, "
                         "recipe and hyperparameters, intended use and limitations.")
    cm.add_argument("--task", choices=("cleaner", "kavach"), required=True)
    cm.add_argument("--model", required=True, help="the trained model or adapter folder")
    cm.add_argument("--eval", nargs="+", metavar="[NAME=]FILE",
                    help="scores JSON from `privasis eval leak|spans --out` (NAME defaults to the file stem)")
    cm.add_argument("--baseline", nargs="+", metavar="[NAME=]FILE", help="baseline scores shown beside the model")
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
    parser = argparse.ArgumentParser(
        prog="privasis",
        description="Build synthetic private-data corpora, publish them, and score privacy systems.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build", help="build a corpus").add_subparsers(dest="corpus", required=True)

    p = build.add_parser(
        "privasis",
        help="synthetic private records",
        description="Grow synthetic private records: profile -> record type -> background -> format -> "
        "draft -> refine -> annotate -> group -> filter. Deterministic in (arguments, seed) and resumable: "
        "rerun the same command after an interruption to continue.",
    )
    p.add_argument("--n", type=int, required=True, help="number of records")
    p.add_argument("--seed", type=int, default=0, help="run seed (default 0)")
    p.add_argument("--out", required=True, help="output folder (Hub-ready: data/*.parquet + README.md card)")
    _add_backend_args(p)
    r = p.add_argument_group("refinement and ablations")
    r.add_argument("--refine-steps", type=int, default=3, help="candidate revisions per record (default 3)")
    r.add_argument("--alpha", type=float, default=0.5, help="weight of the judge term (default 0.5)")
    r.add_argument("--beta", type=float, default=0.5, help="weight of the Vendi-gain term (default 0.5)")
    r.add_argument("--tau", type=float, default=0.5, help="acceptance threshold (default 0.5)")
    r.add_argument("--pool-size", type=int, default=300, help="records in the diversity pool P (default 300)")
    r.add_argument("--no-refine", action="store_true", help="ablation: keep first drafts")
    r.add_argument("--no-diversity", action="store_true", help="ablation: beta = 0")
    r.add_argument("--no-aux", action="store_true", help="ablation: no record-type/format control variables")
    r.add_argument("--embedder", default=None,
                   help="'hashing' (default, no weights) or a sentence-transformers model name")
    o = p.add_argument_group("output")
    o.add_argument("--shard-size", type=int, default=200, help="rows per resumable work shard (default 200)")
    o.add_argument("--workers", type=int, default=None,
                   help="processes for the offline backend (default: all cores; output does not depend on it)")
    o.add_argument("--keep-work", action="store_true", help="keep the .work/ shards after finishing")
    o.add_argument("--overwrite", action="store_true", help="delete --out first")
    o.add_argument("--quiet", action="store_true", help="no progress bar")
    _add_split_args(p)
    p.set_defaults(func=_build_privasis)

    s = build.add_parser(
        "sanitization",
        help="(record, instruction, sanitized record) triplets from a Privasis folder",
        description="Decompose each Privasis record into chunks, sample sensitivity-weighted targets to abstract "
        "or drop, rewrite the relevant chunks target by target, add retention targets, and verify. "
        "Deterministic and resumable like the Privasis build.",
    )
    s.add_argument("--from", dest="source", required=True, help="a Privasis build folder (data/*.parquet)")
    s.add_argument("--out", required=True, help="output folder (Hub-ready)")
    s.add_argument("--seed", type=int, default=0, help="run seed (default 0)")
    _add_backend_args(s)
    t = s.add_argument_group("targets")
    t.add_argument("--abstract-prob", type=float, default=0.5, help="share of abstract (vs drop) targets")
    t.add_argument("--group-prob", type=float, default=0.25, help="chance a target is a whole attribute group")
    t.add_argument("--group-label-prob", type=float, default=0.3,
                   help="chance a group target is named only by its label in the instruction")
    t.add_argument("--max-chunk-chars", type=int, default=512, help="chunk size limit (default 512)")
    t.add_argument("--per-record", type=int, default=1, help="triplets per source record (default 1)")
    v = s.add_argument_group("verification retry")
    v.add_argument("--retry-base-url", help="retry failing triplets once with this OpenAI-compatible server")
    v.add_argument("--retry-model", help="model for the retry server")
    o = s.add_argument_group("output")
    o.add_argument("--shard-size", type=int, default=100, help="source records per work shard")
    o.add_argument("--keep-work", action="store_true", help="keep the .work/ shards after finishing")
    o.add_argument("--overwrite", action="store_true", help="delete --out first")
    o.add_argument("--quiet", action="store_true", help="no progress bar")
    _add_split_args(s, follows_source=True)
    s.set_defaults(func=_build_sanitization)

    k = build.add_parser(
        "kavach",
        help="multilingual PII span corpus",
        description="Generate documents in many languages, domains and input conditions with exact PII spans "
        "and value-only JSON targets; about 19%% are hard negatives. Deterministic and resumable.",
    )
    k.add_argument("--n", type=int, required=True, help="number of documents")
    k.add_argument("--seed", type=int, default=0, help="run seed (default 0)")
    k.add_argument("--out", required=True, help="output folder (Hub-ready)")
    k.add_argument("--languages", nargs="+", help="language codes to use (default: all)")
    k.add_argument("--conditions", nargs="+", help="input conditions to use (default: all 12)")
    k.add_argument("--shard-size", type=int, default=500, help="documents planned per work shard")
    k.add_argument("--keep-work", action="store_true", help="keep the .work/ shards after finishing")
    k.add_argument("--overwrite", action="store_true", help="delete --out first")
    k.add_argument("--quiet", action="store_true", help="no progress bar")
    _add_split_args(k)
    k.add_argument("--min-test-per-language", type=int, default=80,
                   help="minimum test documents per language, so per-language scores have usable CIs (default 80)")
    k.set_defaults(func=_build_kavach)

    sp = sub.add_parser("split", help="re-split an exported corpus folder",
                        description="Read every split of DIR, group rows by identity and source documents, "
                        "assign groups to new splits and write a new Hub folder (card and report updated).")
    sp.add_argument("folder", help="an exported corpus folder")
    sp.add_argument("--out", required=True, help="the new folder")
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--stratify-by", default=None, help="a column to stratify by (Kavach: language)")
    sp.add_argument("--min-per-stratum", type=int, default=None, help="minimum test rows per stratum")
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

    ev = sub.add_parser("eval", help="score a system with the metric modules").add_subparsers(dest="what",
                                                                                           required=True)
    es = ev.add_parser("spans", help="PII span P/R/F1 of a system on a Kavach split",
                       description="Run a PII system over a Kavach split and score it with pii_span_f1.")
    es.add_argument("--dataset", required=True, help="a Kavach folder")
    es.add_argument("--split", default="test")
    es.add_argument("--system", default=None,
                    help="regex | presidio | gliner:<model id> | a model (local folder, Hub id, or a name on "
                    "--base-url) that answers with value-only JSON")
    es.add_argument("--base-url", default=None, help="OpenAI-compatible server for a model name in --system")
    es.add_argument("--predictions", default=None, help="score a `privasis run kavach` JSONL instead of a system")
    es.add_argument("--limit", type=int, default=None, help="score only the first N documents")
    es.add_argument("--out", help="write the full result as JSON")
    es.set_defaults(func=_eval_spans)
    el = ev.add_parser("leak", help="leak / retention scores of sanitized outputs",
                       description="Score sanitized outputs against a Privasis-Sanitization split with privasis_leak.")
    el.add_argument("--dataset", required=True, help="a Privasis-Sanitization folder")
    el.add_argument("--split", default="test")
    el.add_argument("--predictions", required=True,
                    help='JSONL with one {"id": <row id>, "prediction": <sanitized text>} per line')
    el.add_argument("--evaluator-base-url", help="OpenAI-compatible server for the inference/proximity levels")
    el.add_argument("--evaluator-model", help="model name on that server")
    el.add_argument("--reference-mode", action="store_true",
                    help="the reference evaluation's denominators (records with retention attributes only)")
    el.add_argument("--limit", type=int, default=None, help="score only the first N rows (as `privasis run --limit`)")
    el.add_argument("--out", help="write the full result as JSON")
    el.set_defaults(func=_eval_leak)
    _add_run_and_card_parsers(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``privasis`` console script."""
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except KeyboardInterrupt:
        print("\ninterrupted: rerun the same command to resume from the shards already written", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
