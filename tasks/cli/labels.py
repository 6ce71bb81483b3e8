"""The label store (active learning): `labels import`, `labels init`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tasks.cli.common import Commands, Formatter, print_fields
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings


def register(commands: Commands) -> None:
    labels = commands.subparsers.add_parser("labels", parents=[commands.common],
                                            help="the label store (active learning)")
    label_commands = labels.add_subparsers(dest="labels_command", required=True, metavar="SUBCOMMAND")
    label_import = label_commands.add_parser(
        "import", parents=[commands.common],
        help="merge a Label Studio export (JSON or JSONL) into the label store; bad rows are reported by line")
    label_import.add_argument("file", type=Path)
    label_import.set_defaults(handler=_labels_import)
    label_init = label_commands.add_parser(
        "init", parents=[commands.common], help="write an empty label store when there is none (dvc stage `labels`)")
    label_init.set_defaults(handler=_labels_init)


def _labels_import(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.labels import stage

    # Rejected rows are part of the report, not a failure: exit 0 once the file was read as an export and gave at
    # least one label. No label at all raises NothingToImport (a ValueError: main prints it and exits 1).
    return stage.import_labels(args.file, paths).to_dict()


def _labels_init(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.labels import stage

    return stage.ensure_label_store(paths)


def _print_labels(args: argparse.Namespace, result: dict[str, Any]) -> None:
    if args.labels_command != "import":
        print_fields(args, result)
        return
    twice = result["superseded_in_file"]
    again = f", {twice} given again later in the file" if twice else ""
    print(f"{result['file']} (read as {result['format']}, {result['rows']} rows): accepted {result['accepted']} "
          f"(replaced {result['replaced']}{again}), unlabelled {result['unlabelled']}, "
          f"rejected {len(result['rejected'])}")
    for item in result["rejected"]:
        print(f"  line {item['line']}: {item['reason']}")
    print(f"label store: {result['total_in_store']} labels in {result['label_store']}")


FORMATTERS: dict[str, Formatter] = {"labels": _print_labels}
