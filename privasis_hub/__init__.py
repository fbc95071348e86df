"""privasis-hub: synthetic private-data corpora, recipes and privacy metrics for the Hugging Face ecosystem."""

__version__ = "0.1.0"
__all__ = ["PIPELINE_VERSION", "__version__", "build_privasis", "export"]


def __getattr__(name: str):  # lazy: importing the package stays cheap (the CLI checks options before datasets loads)
    if name == "PIPELINE_VERSION":
        from privasis_hub.schema import PIPELINE_VERSION

        return PIPELINE_VERSION
    if name == "build_privasis":
        from privasis_hub.synth.pipeline import build_privasis

        return build_privasis
    if name == "export":
        from privasis_hub.hub import export

        return export
    raise AttributeError(name)
