"""The `ragops` command line: one parser for every stage, its global options, exit statuses and argument checks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tasks.cli import _one_line, build_parser, main
from tasks.core.paths import DATA_ROOT_ENV


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_every_dvc_stage_has_its_command():
    """dvc.yaml's commands parse: stage X runs `ragops X` (train_dcee -> `ragops train dcee`)."""
    parser = build_parser()
    for argv in (["sample-corpus", "data/sample_corpus"], ["ingest"], ["embed"], ["labels", "init"],
                 ["train", "dcee"], ["train", "intent"], ["train", "ranker"], ["export-queue"], ["eval", "--local"],
                 ["eval", "retrieval"], ["eval", "tables"], ["bench", "ocr-scale"]):
        args = parser.parse_args(["--data-root", "data", *argv, "--json"])
        assert args.json and args.data_root == "data" and callable(args.handler), argv


def test_global_options_go_before_or_after_the_command(capsys, tmp_path: Path):
    before = run(capsys, "--json", "--set", "evaluation.k=7", "settings")
    after = run(capsys, "settings", "--set", "evaluation.k=7", "--json")
    assert before[0] == after[0] == 0
    assert json.loads(before[1]) == json.loads(after[1])
    assert json.loads(before[1])["evaluation"]["k"] == 7


@pytest.mark.parametrize("argv, message", [
    (["eval", "retrieval", "--alias", "champion"], "--alias applies to evaluators, not to retrieval"),
    (["eval", "-k", "3"], "-k applies to retrieval, not to evaluators"),
    (["bench", "embed", "--pages", "phototest.tif"], "--pages applies to ocr, not to embed"),
    (["bench", "ocr-scale", "--rounds", "2"], "--rounds applies to ingest / ocr / correction / orchestration, not to ocr-scale"),
    (["bench", "ocr", "--no-dvc"], "--no-dvc applies to orchestration, not to ocr"),
    (["bench", "embed", "--extractors", "ragops"], "--extractors applies to tables, not to embed"),
    (["eval", "retrieval", "--dataset", "camelot"], "--dataset applies to tables, not to retrieval"),
    (["eval", "tables", "--dataset", "all", "--folder", "somewhere"], "--folder needs one --dataset"),
    (["train", "--metrics", "m.json"], "--metrics applies to the commands of the dvc stages train_dcee, train_intent"),
    (["eval", "retrieval", "--metrics", "m.json"], "--metrics applies to the commands of the dvc stages"),
    (["train", "intent", "--plots", "plots"], "--plots applies to the commands of the dvc stages train_dcee, train_ranker"),
])
def test_an_option_for_another_target_is_an_argument_error(capsys, tmp_path: Path, argv, message):
    status, out, err = run(capsys, "--data-root", str(tmp_path / "data"), *argv)
    assert status == 2 and message in err and out == ""
    assert not (tmp_path / "data").exists()  # refused before any work


def test_a_bad_setting_exits_2_and_names_the_key(capsys):
    status, _, err = run(capsys, "settings", "--set", "evaluation.targets.intent_accuracy_at_least=1.5")
    assert status == 2 and "evaluation.targets.intent_accuracy_at_least" in err


def test_labels_init_writes_an_empty_store_once(capsys, tmp_path: Path):
    status, out, _ = run(capsys, "--data-root", str(tmp_path), "labels", "init", "--json")
    assert status == 0 and json.loads(out) == {
        "label_store": str(tmp_path / "labels" / "labels.parquet"), "created": True, "labels": 0}
    status, out, _ = run(capsys, "--data-root", str(tmp_path), "labels", "init", "--json")
    assert status == 0 and json.loads(out)["created"] is False


@pytest.mark.parametrize("argv, message", [
    (["train", "intent"], "no labelled queries at"),
    (["export-queue"], "no trained dcee under"),
    (["eval", "tables", "--folder", "absent"], "no such folder"),
])
def test_missing_inputs_fail_with_exit_1_and_a_message(capsys, tmp_path: Path, argv, message):
    argv = [str(tmp_path / item) if item == "absent" else item for item in argv]
    status, out, err = run(capsys, "--data-root", str(tmp_path / "data"), "--set",
                           f"ingest.source={tmp_path / 'no-corpus'}", *argv)
    assert status == 1 and message in err and out == ""


# ---------------------------------------------------------------- one-line errors (issue 18); the whole matrix of bad
# inputs is tests/reliability/test_cli_inputs.py


@pytest.fixture
def no_data_root_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(DATA_ROOT_ENV, raising=False)  # main() exports --data-root; undone after the test


@pytest.mark.parametrize("argv", [["search", "fee", "-k", "0"], ["query", "fee?", "-k", "0"],
                                  ["eval", "retrieval", "-k", "0"]])
def test_k_is_checked_by_one_definition_for_every_command(capsys, argv):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err == f"ragops {argv[0]}: error: argument -k: must be >= 1, got 0 (see `ragops {argv[0]} --help`)\n"


@pytest.mark.parametrize("command, name", [("search", "query"), ("query", "question"), ("ask", "question")])
@pytest.mark.parametrize("text", ["", "   ", "\t\n"])
def test_an_empty_question_is_an_argument_error(capsys, command, name, text):
    status, out, err = run(capsys, command, text)
    assert status == 2 and out == "" and err.count("\n") == 1
    assert err.startswith(f"ragops {command}: error: argument {name}: is empty")


def test_help_and_argument_errors_return_their_status_instead_of_raising(capsys):
    assert run(capsys, "search", "--help")[0] == 0
    status, _, err = run(capsys, "search", "fee", "-k", "two")
    assert status == 2 and err.count("\n") == 1 and "expects a whole number >= 1, got 'two'" in err


def test_a_data_root_that_is_a_file_is_named_with_where_it_came_from(capsys, tmp_path: Path, monkeypatch,
                                                                       no_data_root_env):
    afile = tmp_path / "data"
    afile.write_text("")
    status, _, err = run(capsys, "--data-root", str(afile), "search", "fee")
    assert (status, err) == (2, f"ragops: --data-root {afile} is a file, not a folder: pass --data-root DIR naming "
                                "a folder (it is created when missing)\n")
    monkeypatch.setenv(DATA_ROOT_ENV, str(afile / "inner"))
    status, _, err = run(capsys, "embed")
    assert status == 2 and err.startswith(f"ragops: {DATA_ROOT_ENV} {afile / 'inner'} lies inside {afile}, which is "
                                          "a file, not a folder")


def test_a_stage_failing_on_a_file_system_error_is_one_line_and_exit_1(capsys, tmp_path: Path, no_data_root_env):
    blocker = tmp_path / "corpus"
    blocker.write_text("a file where the corpus folder should go")
    status, out, err = run(capsys, "--data-root", str(tmp_path / "data"), "--json", "sample-corpus", str(blocker))
    assert status == 1 and out == ""
    assert err.splitlines()[-1] == f"ragops sample-corpus: Not a directory: {blocker / 'official' / 'manuals'}"
    assert "Traceback" not in err and "[Errno" not in err


def test_one_line_folds_messages_and_names_os_errors():
    assert _one_line(IsADirectoryError(21, "Is a directory", "/x")) == "Is a directory: /x"
    moved = OSError(18, "Invalid cross-device link", "/a", None, "/b")
    assert _one_line(moved) == "Invalid cross-device link: /a -> /b"
    assert _one_line(FileNotFoundError("no chunk store at x: run `ragops ingest` first")) == (
        "no chunk store at x: run `ragops ingest` first")
    assert _one_line(ValueError("problems:\n  a: bad\n  b: worse\n")) == "problems: a: bad; b: worse"


def test_settings_output_masks_passwords(capsys):
    status = main(["--json", "--set", "ingest.passwords={'secret/*.pdf': 'hunter2-xyz'}", "settings"])
    out = capsys.readouterr().out
    assert status == 0 and "hunter2-xyz" not in out
    assert json.loads(out)["ingest"]["passwords"] == {"secret/*.pdf": "***"}
