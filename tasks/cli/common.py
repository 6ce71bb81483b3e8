"""What every `ragops` command shares: the argument parser pieces, settings and data-root loading, the one-line
errors, the DVC metrics/plots files and the plain output forms. The command groups (tasks/cli/*.py) build on it."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NoReturn

from tasks.core.paths import DATA_ROOT_ENV, DataPaths
from tasks.core.settings import Settings, SettingsError, load_settings, parse_set_args

Handler = Callable[[argparse.Namespace, Settings, DataPaths], dict[str, Any]]
Formatter = Callable[[argparse.Namespace, dict[str, Any]], None]


class UsageError(SettingsError):
    """A bad combination of arguments: exit 2 like a bad setting."""


# ---------------------------------------------------------------- the parser


class Parser(argparse.ArgumentParser):
    """argparse with its errors on one line (no usage block): `ragops search: error: argument -k: ...`."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see `{self.prog} --help`)\n")


def positive_int(text: str) -> int:
    """Argument type of every count a command takes (-k, --page, --limit): a whole number >= 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expects a whole number >= 1, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {value}")
    return value


def question(text: str) -> str:
    """Argument type of a question or search query (`query`, `search`, `ask`): some non-blank text."""
    if not text.strip():
        raise argparse.ArgumentTypeError("is empty: give the question in words, e.g. \"what is the filing fee?\"")
    return text


def common_options(suppress: bool) -> argparse.ArgumentParser:
    # Global options are accepted before or after the subcommand; SUPPRESS keeps a subcommand's parser
    # from overwriting a value given before it.
    default = argparse.SUPPRESS if suppress else None
    parser = Parser(add_help=False)
    parser.add_argument("--data-root", default=default, metavar="DIR",
                        help=f"artifact root (env {DATA_ROOT_ENV}, default data/)")
    parser.add_argument("--params", default=default, metavar="FILE", help="params file (default: params.yaml)")
    parser.add_argument("--set", dest="overrides", action="append", default=default if suppress else [],
                        metavar="SECTION.KEY=VALUE", help="override one setting; repeatable")
    parser.add_argument("--json", action="store_true", default=default if suppress else False,
                        help="print the result as one JSON object on stdout")
    parser.add_argument("-v", "--verbose", action="store_true", default=default if suppress else False)
    return parser


class Commands:
    """The subcommands of `ragops`, as each command group's `register` adds its own."""

    def __init__(self, subparsers: Any, common: argparse.ArgumentParser) -> None:
        self.subparsers = subparsers  # argparse's _SubParsersAction: a command with subcommands (labels) uses it
        self.common = common

    def add(self, name: str, handler: Handler, help: str) -> argparse.ArgumentParser:
        sub = self.subparsers.add_parser(name, parents=[self.common], help=help, description=help)
        sub.set_defaults(handler=handler)
        return sub


def dvc_outputs(command: argparse.ArgumentParser, plots: bool = False) -> None:
    """--metrics (and --plots) of a command a dvc.yaml stage runs: the files DVC compares across commits
    (tasks/core/dvc_files.py), from the stage's report."""
    command.add_argument(
        "--metrics", type=Path, default=None, metavar="FILE",
        help="also write the stage's deterministic figures (quality figures, counts; no timings) to FILE, for DVC")
    if plots:
        command.add_argument(
            "--plots", type=Path, default=None, metavar="DIR",
            help="dcee, ranker: also write DVC plots data (calibration bins, feature importances) into DIR")


def only_for(args: argparse.Namespace, selector: str, options: dict[str, str | tuple[str, ...]]) -> None:
    """Options that mean something for some targets only: given for another one, they are an error, not ignored."""
    chosen = getattr(args, selector)
    for option, targets in options.items():
        value = getattr(args, option)
        if value not in (None, False) and chosen not in ((targets,) if isinstance(targets, str) else targets):
            flag = "-k" if option == "k" else f"--{option.replace('_', '-')}"
            raise UsageError(f"{flag} applies to {' / '.join((targets,) if isinstance(targets, str) else targets)}, "
                             f"not to {chosen}")


# ---------------------------------------------------------------- settings and the data root


def load_cli_settings(args: argparse.Namespace) -> Settings:
    """The settings of this run (params file, environment, --set, a command's --source); SettingsError (exit 2)
    when they, the data root or --params cannot be used. Also exports --data-root to child processes."""
    check_data_root(args)
    if args.data_root:
        os.environ[DATA_ROOT_ENV] = args.data_root  # child processes (Airflow, dvc) see the same root
    if args.params is not None and not args.params.strip():
        raise UsageError("--params needs a file name (the YAML params file)")
    overrides = environment_overrides(args)
    overrides.update(parse_set_args(args.overrides or []))
    if getattr(args, "source", None):
        overrides["ingest.source"] = args.source
    return load_settings(Path(args.params) if args.params else None, overrides)


def check_data_root(args: argparse.Namespace) -> None:
    """The data root (--data-root, else env RAGOPS_DATA_ROOT, else data/) must be a folder, or a path where one can
    be created; UsageError otherwise. An object-storage URL is checked where it is opened (tasks/core/storage.py)."""
    from tasks.core.paths import data_root_location
    from tasks.core.storage import is_remote

    given = "--data-root" if args.data_root is not None else DATA_ROOT_ENV if os.environ.get(DATA_ROOT_ENV) else None
    location = args.data_root if args.data_root is not None else data_root_location()
    if not location.strip():
        raise UsageError(f"{given or '--data-root'} is empty: name the folder for the pipeline's artifacts")
    if "\0" in location:  # no OS call takes it (and pathlib's exists() just says False)
        raise UsageError(f"{given or 'the data root'} {location!r} is not a usable path (a NUL byte in it): "
                         "pass --data-root DIR naming a folder")
    if is_remote(location):
        return
    named = f"{given} {location}" if given else f"the data root {location} (the default; set --data-root)"
    fix = "pass --data-root DIR naming a folder (it is created when missing)"
    # The path itself, else the nearest part of it that exists: it must be a folder (data/ inside a file cannot be).
    path = Path(location)
    for part in (path, *path.parents):
        try:
            if not part.exists():
                continue
        except (OSError, ValueError) as err:  # a name too long, an embedded NUL byte
            raise UsageError(f"{named} is not a usable path ({getattr(err, 'strerror', None) or err}): "
                             f"{fix}") from None
        if part.is_dir():
            return
        where = "is a file" if part == path else f"lies inside {part}, which is a file"
        raise UsageError(f"{named} {where}, not a folder: {fix}")


def environment_overrides(args: argparse.Namespace) -> dict[str, Any]:
    """Settings a benchmark takes from the environment (PaddleOCR model folders); `--set` wins over them."""
    if args.command == "bench" and args.name == "ocr":
        from tasks.bench.ocr import paddle_overrides

        return dict(paddle_overrides())
    return {}


@contextmanager
def data_root(args: argparse.Namespace) -> Iterator[DataPaths]:
    """The data root as a local folder; one on object storage (`--data-root s3://bucket/data`) is mirrored into a
    workspace for the command and its changes written back when it succeeds (tasks/core/storage.py)."""
    from tasks.core.paths import data_root_location
    from tasks.core.storage import is_remote, workspace

    location = args.data_root or data_root_location()
    if not is_remote(location):
        yield DataPaths.from_env(args.data_root)
        return
    if args.command == "serve":  # the server keeps its own synced mirror (serving/__main__.py)
        yield DataPaths(Path(), origin=location)
        return
    with workspace(location) as local:
        yield DataPaths(local, origin=location)


# ---------------------------------------------------------------- DVC metrics and plots files


def dvc_stage(args: argparse.Namespace) -> str | None:
    """The dvc.yaml stage of a command given --metrics or --plots; checked before the stage runs (it may run long)."""
    metrics, plots = getattr(args, "metrics", None), getattr(args, "plots", None)
    if metrics is None and plots is None:
        return None
    from tasks.core.dvc_files import METRICS, PLOTS

    stage = {"train": f"train_{getattr(args, 'step', '')}",
             "eval": f"eval_{getattr(args, 'target', '')}"}.get(args.command, args.command.replace("-", "_"))
    if metrics is not None and stage not in METRICS:
        raise UsageError(f"--metrics applies to the commands of the dvc stages {', '.join(METRICS)}")
    if plots is not None and stage not in PLOTS:
        raise UsageError(f"--plots applies to the commands of the dvc stages {', '.join(PLOTS)}")
    return stage


def write_dvc_files(args: argparse.Namespace, stage: str, result: dict[str, Any]) -> None:
    from tasks.core.dvc_files import write_metrics, write_plots

    if args.metrics is not None:
        write_metrics(stage, result, args.metrics)
    if getattr(args, "plots", None) is not None:
        write_plots(stage, result, args.plots)


# ---------------------------------------------------------------- output


def log(message: str) -> None:
    """Progress of a long command: on stderr, so stdout stays the result (one JSON object with --json)."""
    print(message, file=sys.stderr, flush=True)


def one_line(err: BaseException) -> str:
    """An error as one line: an OSError as "<what>: <file>" (not "[Errno 21] ..."), any message's line breaks
    folded into "; " (a line ending in ':' continues with a space)."""
    if isinstance(err, OSError) and err.strerror:  # raised by the OS (not one built with a message)
        names = " -> ".join(str(name) for name in (err.filename, err.filename2) if name is not None)
        message = f"{err.strerror}: {names}" if names else err.strerror
    else:
        message = str(err) or type(err).__name__
    lines = [line.strip() for line in message.splitlines() if line.strip()]
    folded = lines[0] if lines else ""
    for line in lines[1:]:
        folded += (" " if folded.endswith(":") else "; ") + line
    return folded


def print_json(args: argparse.Namespace | None, result: dict[str, Any]) -> None:
    """The result as one JSON object (--json; the human form of a report too nested for lines)."""
    print(json.dumps(result, indent=2, ensure_ascii=False, default=str))


def print_fields(args: argparse.Namespace | None, result: dict[str, Any]) -> None:
    """The human form of a command without its own formatter: one `key: value` line per field."""
    for key, value in result.items():
        print(f"{key}: {value}")


def source_label(source_path: Any, source_paths: Any) -> str:
    """'a.pdf', or 'a.pdf (also b.pdf)' when byte-identical copies of the document lie under other names."""
    others = [path for path in source_paths or [] if path != source_path]
    return f"{source_path} (also {', '.join(others)})" if others else str(source_path)
