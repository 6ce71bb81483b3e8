"""Bad arguments to `ragops` (issue 18 item 7-8): every one gets exit status 2 and one line on stderr saying what is
wrong and what to do — never a traceback, never a misleading message from deeper down ("no index" because the data
root is a file), never exit 0.

The matrix runs in-process through `tasks.cli.main` (what the `ragops` console script calls; an exception escaping
it is what would print a traceback, so it is counted as one), plus a handful of true `ragops` subprocesses for the
whole path: console script, interpreter start-up, stderr and exit status as a shell sees them. Figures go to the
reliability report, section "cli": bad_inputs_tried, tracebacks, wrong_exit_codes (and multi_line_errors).
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tasks.cli import main
from tasks.core.paths import DATA_ROOT_ENV, PROJECT_ROOT
from tests.reliability.report import record

RAGOPS = Path(sys.executable).with_name("ragops")
ENV = {"MLFLOW_DISABLE_TELEMETRY": "true", "DVC_NO_ANALYTICS": "1", "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
       "TOKENIZERS_PARALLELISM": "false"}
# Every command that reads or writes the data root (labels import gets a real export, so only the root is wrong).
DATA_ROOT_COMMANDS = [["ingest"], ["labels", "import", "{export}"], ["labels", "init"], ["query", "what is the fee?"],
                      ["search", "fee"], ["embed"], ["train"], ["train", "dcee"], ["export-queue"], ["lineage"],
                      ["eval"], ["eval", "retrieval"], ["evaluate"], ["gate"], ["promote"], ["rollback"], ["serve"],
                      ["settings"]]


@dataclass
class Tally:
    tried: int = 0
    tracebacks: int = 0
    wrong_exit_codes: int = 0
    multi_line: int = 0
    failures: list[str] = field(default_factory=list)

    def check(self, argv: list[str], status: int | None, out: str, err: str, expect: str | None = None) -> None:
        self.tried += 1
        problems = []
        if status is None or "Traceback" in err:
            self.tracebacks += 1
            problems.append("traceback")
        if status != 2:
            self.wrong_exit_codes += 1
            problems.append(f"exit {status}")
        lines = err.splitlines()
        if len(lines) != 1:
            self.multi_line += 1
            problems.append(f"{len(lines)} lines on stderr")
        if out:
            problems.append("stdout not empty")
        if expect is not None and expect not in err:
            problems.append(f"{expect!r} not in the message")
        if problems:
            self.failures.append(f"{argv}: {', '.join(problems)}: {err[-600:]!r}")

    def record_and_assert(self) -> None:
        record("cli", bad_inputs_tried=self.tried, tracebacks=self.tracebacks, wrong_exit_codes=self.wrong_exit_codes,
               multi_line_errors=self.multi_line)
        assert not self.failures, "\n".join(self.failures)


def run_in_process(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int | None, str, str]:
    capsys.readouterr()
    try:
        status: int | None = main(argv)
    except BaseException as err:  # what escapes main() is a traceback for the user
        captured = capsys.readouterr()
        return None, captured.out, captured.err + f"Traceback (escaped main): {type(err).__name__}: {err}"
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.fixture
def files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """Bad inputs of every shape, and a clean environment (no data root or params from the caller)."""
    monkeypatch.delenv(DATA_ROOT_ENV, raising=False)
    monkeypatch.delenv("RAGOPS_PARAMS", raising=False)
    monkeypatch.chdir(tmp_path)  # the default data/ of a command that got past the check would land here
    made = {
        "binary": tmp_path / "params.bin", "folder": tmp_path / "a_folder", "file": tmp_path / "a_file",
        "list": tmp_path / "list.yaml", "scalar": tmp_path / "scalar.yaml", "broken": tmp_path / "broken.yaml",
        "tag": tmp_path / "tag.yaml", "huge": tmp_path / "huge.yaml", "empty": tmp_path / "empty.yaml",
        "unknown_section": tmp_path / "unknown.yaml", "export": tmp_path / "export.json",
    }
    made["binary"].write_bytes(bytes(range(256)) * 8)
    made["folder"].mkdir()
    made["file"].write_text("not a folder\n")
    made["list"].write_text("- ingest\n- embed\n")
    made["scalar"].write_text("just a string\n")
    made["broken"].write_text("ingest: {batch_size: 4\nembed: [\n")
    made["tag"].write_text(f"ingest: !!python/object/apply:os.system ['touch {tmp_path / 'executed'}']\n")
    with made["huge"].open("wb") as handle:  # sparse: 17 MiB of nothing, cheap to make
        handle.truncate(17 * 2**20)
    made["empty"].write_bytes(b"\xef\xbb\xbf\n")  # a BOM and a newline: valid YAML, no sections
    made["unknown_section"].write_text((PROJECT_ROOT / "params.yaml").read_text() + "\nbogus:\n  x: 1\n")
    made["export"].write_text('[{"data": {"kind": "intent", "query": "q"}, "annotations": []}]\n')
    return made


def test_bad_params_files(capsys, files: dict[str, Path], tmp_path: Path):
    shapes = [
        (str(files["binary"]), "is not UTF-8 text"), (str(files["folder"]), "is a folder, not a file"),
        (str(files["list"]), "must be a mapping of sections, got list"),
        (str(files["scalar"]), "must be a mapping of sections, got str"),
        (str(files["broken"]), "is not valid YAML: line"), (str(files["tag"]), "tags that build Python objects"),
        (str(files["huge"]), "larger than 16 MiB"), (str(files["empty"]), "invalid settings:"),
        (str(files["unknown_section"]), "bogus: unknown key"), ("/dev/zero", "is a device or socket"),
        (str(tmp_path / "missing.yaml"), "params file not found"),
        (str(files["file"] / "params.yaml"), "cannot be read"),
        (str(tmp_path / ("x" * 300 + ".yaml")), "cannot be read"), ("bad\0name.yaml", "not a usable path"),
        ("", "--params needs a file name"),
    ]
    if os.geteuid() != 0:  # root reads a mode-000 file anyway
        unreadable = tmp_path / "unreadable.yaml"
        unreadable.write_text("ingest: {}\n")
        unreadable.chmod(0)
        shapes.append((str(unreadable), "cannot be read"))
    tally = Tally()
    for command in (["settings"], ["search", "fee"], ["ingest"], ["labels", "import", str(files["export"])]):
        for params, expect in shapes:
            argv = [f"--params={params}", "--data-root", str(tmp_path / "data"), *command]
            tally.check(argv, *run_in_process(capsys, argv), expect=expect)
    assert not (tmp_path / "executed").exists()  # the python tag was never run
    tally.record_and_assert()


def test_bad_data_roots_for_every_command(capsys, files: dict[str, Path], tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch):
    roots = [(str(files["file"]), "is a file, not a folder"),
             (str(files["file"] / "data"), "which is a file, not a folder"),
             (str(files["file"] / "deeper" / "data"), "which is a file, not a folder"),
             ("", "--data-root is empty"), (str(tmp_path / ("d" * 300)), "is not a usable path"),
             ("data\0root", "is not a usable path")]
    tally = Tally()
    for command in DATA_ROOT_COMMANDS:
        command = [str(files["export"]) if part == "{export}" else part for part in command]
        for root, expect in roots:
            argv = [f"--data-root={root}", *command]
            tally.check(argv, *run_in_process(capsys, argv), expect=expect)
        # The same root from the environment: the message names the variable.
        monkeypatch.setenv(DATA_ROOT_ENV, str(files["file"]))
        tally.check(["env", *command], *run_in_process(capsys, command), expect=f"{DATA_ROOT_ENV} {files['file']}")
        monkeypatch.delenv(DATA_ROOT_ENV)
    assert not (tmp_path / "data").exists()  # refused before any work
    tally.record_and_assert()


def test_bad_settings_and_arguments(capsys, files: dict[str, Path], tmp_path: Path):
    data = ["--data-root", str(tmp_path / "data")]
    cases = [
        (["--set", "nope.x=1", "settings"], "unknown key 'nope'"),
        (["--set", "ingest.batch_sise=4", "ingest"], "unknown key 'ingest.batch_sise'"),
        (["--set", "ingest.batch_size.deeper=1", "settings"], "is not a section"),
        (["--set", "no-equals-sign", "settings"], "--set expects section.key=value"),
        (["--set", "=3", "settings"], "--set expects section.key=value"),
        (["--set", "evaluation.k=[", "settings"], "is not valid YAML: line 1, column 2"),
        (["--set", "evaluation.k=abc", "--set", "evaluation.targets.intent_accuracy_at_least=5", "settings"],
         "invalid settings: evaluation.k"),
        (["--set", "ingest.source=!!python/name:os.system", "settings"], "tags that build Python objects"),
        (["search", ""], "argument query: is empty"), (["search", "  \t "], "argument query: is empty"),
        (["search", "fee", "-k", "0"], "argument -k: must be >= 1, got 0"),
        (["search", "fee", "-k", "-3"], "argument -k: must be >= 1, got -3"),
        (["search", "fee", "-k", "many"], "expects a whole number >= 1"),
        (["search", "fee", "-k", "1.5"], "expects a whole number >= 1"),
        (["query", ""], "argument question: is empty"), (["query", "\n"], "argument question: is empty"),
        (["query", "what is the fee?", "-k", "0"], "argument -k: must be >= 1"),
        (["query", "what is the fee?", "-k", "-1"], "argument -k: must be >= 1"),
        (["query", "what is the fee?", "--as-of", "2020-13-01"], "--as-of expects YYYY-MM-DD"),
        (["ask", " "], "argument question: is empty"),
        (["eval", "retrieval", "-k", "0"], "argument -k: must be >= 1"),
        (["eval", "serving", "--limit", "0"], "argument --limit: must be >= 1"),
        (["inspect", "x.pdf", "--page", "0"], "argument --page: must be >= 1"),
        (["search", "fee", "--strategy", "nonsense"], "invalid choice"),
        (["search"], "the following arguments are required: query"),
        (["no-such-command"], "invalid choice"), (["settings", "--no-such-option"], "unrecognized arguments"),
        (["eval", "-k", "3"], "-k applies to retrieval, not to evaluators"),
    ]
    tally = Tally()
    for argv, expect in cases:
        tally.check([*data, *argv], *run_in_process(capsys, [*data, *argv]), expect=expect)
    assert not (tmp_path / "data").exists()
    tally.record_and_assert()


def test_as_subprocesses(files: dict[str, Path], tmp_path: Path):
    """The whole path a user takes, for a few representative shapes (each `ragops` start costs seconds)."""
    env = {key: value for key, value in os.environ.items() if key not in (DATA_ROOT_ENV, "RAGOPS_PARAMS")} | ENV
    command = [str(RAGOPS)] if RAGOPS.exists() else [sys.executable, "-m", "tasks.cli"]
    cases = [
        ["--params", str(files["binary"]), "search", "fee"],
        ["--params", str(files["folder"]), "settings"],
        ["--data-root", str(files["file"]), "search", "fee"],
        ["--data-root", str(files["file"]), "labels", "import", str(files["export"])],
        ["--data-root", str(tmp_path / "data"), "search", "   "],
        ["--data-root", str(tmp_path / "data"), "--params", str(files["tag"]), "settings", "--json"],
    ]
    tally = Tally()
    for argv in cases:
        done = subprocess.run([*command, *argv], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
                              check=False)
        tally.check(argv, done.returncode, done.stdout, done.stderr)
    assert not (tmp_path / "executed").exists() and not (tmp_path / "data").exists()
    tally.record_and_assert()

