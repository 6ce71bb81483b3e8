"""`ragops` — the command line: one subcommand per stage, the same functions the DAGs and dvc.yaml call.

One argument parser for the whole project. Contract scripts can rely on: global `--data-root DIR` (env
RAGOPS_DATA_ROOT, default `data/`), `--params FILE`, repeated `--set section.key=value`, and `--json` on every
command (one JSON object on stdout; progress and logs go to stderr). They may come before or after the
subcommand. Exit status: 0 success, 2 bad settings or arguments, 1 a stage failed; either way one line on stderr
says what is wrong (`-v` adds the traceback of a stage failure).

A DVC stage `X` runs `ragops X` (`train_dcee` runs `ragops train dcee`, `eval_evaluators` runs `ragops eval`).

This package: `main` and the parser; one module per command group (documents, labels, training, answering, bench,
promotion, generator), each with its parser setup, handlers and human-readable formatters; common.py what they share.
"""

from __future__ import annotations

import argparse
import logging
import sys
from typing import Any

from tasks.cli import answering, bench, documents, generator, labels, promotion, training
from tasks.cli.answering import query_report
from tasks.cli.common import (
    Commands,
    Formatter,
    Handler,
    Parser,
    UsageError,
    common_options,
    data_root,
    dvc_stage,
    load_cli_settings,
    one_line,
    print_fields,
    print_json,
    write_dvc_files,
)
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings, SettingsError
from tasks.ingest.ocr_engines.base import EngineUnavailable

__all__ = ["build_parser", "main", "query_report"]
_one_line = one_line  # the name tests/unit/tasks/test_cli.py imports

# In the order `ragops --help` lists them.
COMMAND_GROUPS = (documents, labels, training, answering, bench, promotion, generator)
# The human-readable output of each command (`--json` not given); one without an entry prints `key: value` lines.
FORMATTERS: dict[str, Formatter] = {name: formatter for group in COMMAND_GROUPS
                                    for name, formatter in group.FORMATTERS.items()}


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="ragops", description=__doc__.split("\n")[0], parents=[common_options(suppress=False)])
    commands = Commands(parser.add_subparsers(dest="command", required=True, metavar="COMMAND"),
                        common_options(suppress=True))
    for group in COMMAND_GROUPS:
        group.register(commands)
    commands.add("settings", _settings, "print the resolved settings")
    return parser


def _settings(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    """The resolved settings, passwords masked (the output ends up in terminals, CI logs and tickets)."""
    resolved = settings.model_dump(mode="json")
    resolved["ingest"]["passwords"] = {pattern: "***" for pattern in resolved["ingest"]["passwords"]}
    return resolved


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as done:  # --help, or an argument error argparse already printed (on one line, Parser)
        return done.code if isinstance(done.code, int) else 0 if done.code is None else 2
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING, stream=sys.stderr,
                        format="%(levelname)s %(name)s: %(message)s")
    # Bad settings or arguments: exit 2, one line, before any work. Every command goes through here, so a data
    # root or params file that cannot be used is told as such whatever the command (never as a traceback, nor as
    # "no index" because a folder inside a file does not exist).
    try:
        settings = load_cli_settings(args)
    except SettingsError as err:
        print(f"ragops: {one_line(err)}", file=sys.stderr)
        return 2
    handler: Handler = args.handler
    try:
        stage = dvc_stage(args)
        with data_root(args) as paths:
            result = handler(args, settings, paths)
        if stage:
            write_dvc_files(args, stage, result)
    except UsageError as err:
        print(f"ragops {args.command}: {one_line(err)}", file=sys.stderr)
        return 2
    except (ValueError, EngineUnavailable, RuntimeError, OSError) as err:
        # A stage failure (missing input, unreadable file, full disk, ...): one line, exit 1; -v adds the traceback.
        logging.getLogger("ragops").info("%s failed", args.command, exc_info=True)
        print(f"ragops {args.command}: {one_line(err)}", file=sys.stderr)
        return 1
    if args.json:
        print_json(args, result)
    else:
        _print_human(args, result)
    if args.command == "plan" and not result["accepted"]:
        return 1  # refused: the reasons and the options are printed above
    # A promotion whose smoke check failed was rolled back: reported above, and a failure for scripts and DAGs.
    return 1 if args.command in ("promote", "approve") and result.get("action") == "rolled_back" else 0


def _print_human(args: argparse.Namespace, result: dict[str, Any]) -> None:
    """The result for a person: the command's formatter (FORMATTERS), else one `key: value` line per field."""
    FORMATTERS.get(args.command, print_fields)(args, result)
