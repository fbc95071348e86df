"""Publish what the toolkit makes besides corpora: model folders and the metric modules as Spaces.

- :func:`push_model` uploads a trained model or adapter folder (with its rendered card) as a model repo.
- :func:`metric_space` writes the Space folder ``evaluate`` expects for a metric module: the module,
  a README card whose YAML metadata makes it a Gradio Space tagged ``evaluate`` / ``metric``, an
  ``app.py`` that launches evaluate's widget, and ``requirements.txt``. :func:`push_metric` uploads
  it, after which ``evaluate.load("ORG/<name>")`` works from anywhere (the module imports the
  installable ``privasis_hub`` package, which ``requirements.txt`` names).

Tokens come from the standard Hugging Face login or ``HF_TOKEN`` and are never written anywhere.
"""

from __future__ import annotations

import shutil
from importlib import resources
from pathlib import Path

from huggingface_hub import SpaceCard

from privasis_hub import __version__
from privasis_hub.errors import UserError

__all__ = ["METRICS", "commit_files", "is_model_folder", "metric_space", "push_metric", "push_model", "upload_files"]

#: the metric modules shipped with the package (metrics/<name>/<name>.py + README.md)
METRICS = ("privasis_leak", "pii_span_f1")
#: the Gradio SDK evaluate's own metric Spaces run (its widget uses the Gradio 3 API)
GRADIO_SDK_VERSION = "3.19.1"
_APP = '''"""The Gradio widget of the {name} metric (the Space's app)."""

from pathlib import Path

import evaluate
from evaluate.utils import launch_gradio_widget

module = evaluate.load(str(Path(__file__).with_name("{name}.py")))
launch_gradio_widget(module)
'''


def is_model_folder(folder: str | Path) -> bool:
    """A saved transformers model (``config.json``), a PEFT adapter (``adapter_config.json``) or a
    ``privasis export gguf`` folder."""
    folder = Path(folder)
    return any((folder / name).exists() for name in ("config.json", "adapter_config.json", ".privasis-gguf.json"))


def is_kavach_extractor(folder: Path) -> bool:
    """Whether the folder's card describes a generative (value-only) Kavach extractor."""
    from huggingface_hub import ModelCard

    try:
        data = ModelCard.load(folder / "README.md").data
    except Exception:  # an unreadable card: push_model reports it
        return False
    return data.get("pipeline_tag") == "text-generation" and "pii" in (data.get("tags") or [])


def upload_files(folder: Path) -> list[Path]:
    """The files a push uploads (and its dry run lists): no hidden file or folder at any depth, no trainer
    checkpoint, no symbolic link."""
    def sent(p: Path) -> bool:
        rel = p.relative_to(folder)
        return p.is_file() and not any(part.startswith((".", "checkpoint-")) for part in rel.parts) and not any(
            (folder / q).is_symlink() for q in (rel, *rel.parents) if q != Path("."))

    return sorted(p for p in folder.rglob("*") if sent(p))


def commit_files(api, folder: Path, files: list[Path], repo_id: str, repo_type: str, message: str,
                 generated: dict[str, bytes] | None = None):
    """Upload exactly ``files`` (and ``generated`` name -> bytes) in one commit; returns the commit info."""
    from huggingface_hub import CommitOperationAdd

    operations = [CommitOperationAdd(path_in_repo=p.relative_to(folder).as_posix(), path_or_fileobj=str(p))
                  for p in files]
    operations += [CommitOperationAdd(path_in_repo=name, path_or_fileobj=data) for name, data in
                   (generated or {}).items()]
    return api.create_commit(repo_id=repo_id, repo_type=repo_type, operations=operations, commit_message=message)


def _network_error(err: Exception) -> bool:
    """Whether ``err`` is the Hub or the network failing (offline, refused, HTTP error), not a bug here."""
    return isinstance(err, OSError) or type(err).__module__.split(".")[0] in (
        "httpx", "httpx2", "huggingface_hub", "requests", "urllib3")


def _upload(folder: Path, repo_id: str, repo_type: str, private: bool, dry_run: bool, message: str,
            space_sdk: str | None = None, generated: dict[str, bytes] | None = None) -> list[str]:
    generated = generated or {}
    files = upload_files(folder)
    lines = [f"create {repo_type} repo {repo_id} (private={private}, exist_ok=True)"]
    lines += [f"upload {p.relative_to(folder)} ({p.stat().st_size} bytes)" for p in files]
    lines += [f"upload {name} ({len(data)} bytes, generated)" for name, data in generated.items()]
    if dry_run:
        return ["[dry run] " + line for line in lines]
    commit = send(folder, files, repo_id, repo_type, private, message, generated, space_sdk)
    return lines + [f"uploaded: {getattr(commit, 'commit_url', commit)}"]


def send(folder: Path, files: list[Path], repo_id: str, repo_type: str, private: bool, message: str,
         generated: dict[str, bytes] | None = None, space_sdk: str | None = None):
    """Create the repo (if needed) and commit ``files``; a network or Hub failure is one :class:`UserError`."""
    from huggingface_hub import HfApi

    api = HfApi()
    try:
        api.create_repo(repo_id, repo_type=repo_type, private=private, exist_ok=True, space_sdk=space_sdk)
        return commit_files(api, folder, files, repo_id, repo_type, message, generated)
    except Exception as err:
        if not _network_error(err):
            raise
        raise UserError(f"cannot upload to the Hub repo {repo_id}: {type(err).__name__}: "
                        f"{str(err).splitlines()[0] if str(err) else 'no answer'}",
                        hint="check the network, HF_HUB_OFFLINE and your token (hf auth login), then rerun; the "
                        "local folder is unchanged") from None


def push_model(folder: str | Path, repo_id: str, *, private: bool = False, dry_run: bool = False) -> list[str]:
    """Upload a model or adapter folder with its README.md card; with ``dry_run``, only list what would happen."""
    folder = Path(folder)
    if not is_model_folder(folder):
        raise UserError(f"{folder}: not a model folder (no config.json or adapter_config.json)")
    if not (folder / "README.md").exists():
        raise UserError(f"{folder}: no README.md model card; render one with `privasis card model --model {folder}`")
    generated = {}
    if is_kavach_extractor(folder):  # the standard-library helper travels with every Kavach extractor
        from privasis_hub.kavach.standalone import FILENAME, render_standalone

        generated[FILENAME] = render_standalone().encode("utf-8")
    return _upload(folder, repo_id, "model", private, dry_run, "Upload model with privasis-hub",
                   generated=generated)


def _module_source(name: str) -> Path:
    if name not in METRICS:
        raise UserError(f"unknown metric {name!r}; known: {', '.join(METRICS)}")
    source = Path(str(resources.files("privasis_hub") / "metric_modules" / name))
    if not (source / f"{name}.py").exists():
        raise UserError(f"{source}: the {name} module is missing from this installation of privasis-hub")
    return source


def metric_space(name: str, out: str | Path, *, repo_id: str | None = None, package_spec: str | None = None,
                 overwrite: bool = False) -> Path:
    """Write the Space folder of metric ``name`` to ``out/<name>`` and return it.

    ``package_spec`` is the requirements line that installs privasis-hub in the Space (default
    ``privasis-hub>=<this version>``; e.g. ``privasis-hub @ git+https://github.com/ORG/privasis-hub``).
    The folder loads with ``evaluate.load("out/<name>")``.
    """
    from privasis_hub.guard import check_paths

    source = _module_source(name)
    check_paths(out)  # not a file, not inside a corpus folder
    folder = Path(out) / name
    if folder.is_symlink() or (folder.exists() and not folder.is_dir()):
        raise UserError(f"{folder} is a symlink or a file, not a Space folder; nothing was changed",
                        hint="choose another --out")
    if folder.exists():
        ours = {f"{name}.py", "README.md", "app.py", "requirements.txt"}
        foreign = sorted(p.name for p in folder.iterdir() if p.name not in ours or not p.is_file() or p.is_symlink())
        if foreign:  # the user's files or a Space's .git: never removed
            raise UserError(f"{folder} holds files privasis did not write ({', '.join(foreign[:3])}); nothing was changed",
                            hint="choose another --out")
        if not overwrite and any(folder.iterdir()):
            raise UserError(f"{folder} exists and is not empty; pass overwrite=True (--overwrite) to replace it")
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source / f"{name}.py", folder / f"{name}.py")
    card = SpaceCard((source / "README.md").read_text(encoding="utf-8"))
    data = card.data
    data.title = data.get("title") or name
    data.sdk, data.sdk_version, data.app_file = "gradio", GRADIO_SDK_VERSION, "app.py"
    data.pinned = False
    tags = list(data.get("tags") or [])
    data.tags = ["evaluate", "metric", *[t for t in tags if t not in ("evaluate", "metric")]]
    for key, default in (("emoji", "🛡️"), ("colorFrom", "blue"), ("colorTo", "green")):
        if not data.get(key):
            data[key] = default
    if repo_id:
        card.text = card.text.replace(f'evaluate.load("metrics/{name}")', f'evaluate.load("{repo_id}")')
    card.save(folder / "README.md")
    (folder / "app.py").write_text(_APP.format(name=name), encoding="utf-8")
    requirements = ["evaluate>=0.4", "datasets>=3.0", package_spec or f"privasis-hub>={__version__}"]
    (folder / "requirements.txt").write_text("\n".join(requirements) + "\n", encoding="utf-8")
    return folder


def push_metric(name: str, repo_id: str, *, out: str | Path = "spaces", private: bool = False,
                dry_run: bool = False, package_spec: str | None = None, overwrite: bool = True) -> list[str]:
    """Write the Space folder of metric ``name`` (:func:`metric_space`) and upload it as a Gradio Space.

    With ``dry_run`` nothing is written: the folder is made in a temporary directory (removed after)
    only to list its files."""
    if dry_run:
        import tempfile

        with tempfile.TemporaryDirectory(prefix="privasis-space-") as tmp:
            folder = metric_space(name, tmp, repo_id=repo_id, package_spec=package_spec)
            return [f"[dry run] would write {Path(out) / name}"] + _upload(
                folder, repo_id, "space", private, True, f"Upload the {name} metric with privasis-hub")
    folder = metric_space(name, out, repo_id=repo_id, package_spec=package_spec, overwrite=overwrite)
    return [f"wrote {folder}"] + _upload(folder, repo_id, "space", private, dry_run,
                                         f"Upload the {name} metric with privasis-hub", space_sdk="gradio")
