"""`ragops labels import`: the other JSON shapes Label Studio (and scripts around it) produce, no label dropped without
a word, and nothing in an export can make the import write outside the label store (issue 18)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tasks.cli import main
from tasks.core.paths import DATA_ROOT_ENV, DataPaths
from tasks.labels.store import NothingToImport, ensure_label_store, import_labels, load_labels
from tests.unit.tasks.labels.test_store import evidence, intent


@pytest.fixture
def paths(tmp_path: Path) -> DataPaths:
    return DataPaths(tmp_path / "data")


@pytest.fixture(autouse=True)
def _no_leaked_data_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(DATA_ROOT_ENV, raising=False)  # main() exports --data-root; undone after each test


def wrapped(path: Path, tasks: list[str], before: str = '"project": 3,', after: str = ',\n "total": 9') -> Path:
    """`{..., "tasks": [...], ...}` with one task per line: the task at index i is on line 3 + i."""
    path.write_text("{" + before + "\n \"tasks\": [\n" + ",\n".join(tasks) + "\n ]" + after + "}\n", encoding="utf-8")
    return path


def test_a_tasks_wrapper_is_read_like_the_array_with_the_files_own_line_numbers(tmp_path: Path, paths: DataPaths):
    export = wrapped(tmp_path / "wrapped.json", [
        json.dumps(evidence("c-1", "relevant_current")),                            # line 3
        json.dumps(intent("How do I renew a licence?", "operation")),               # line 4
        json.dumps(dict(intent("q", "trend"), data={"kind": "summary", "query": "q"})),  # line 5: unknown kind
        '{"data": {"kind": "intent",}}',                                              # line 6: not JSON
    ])

    report = import_labels(export, paths)

    assert (report.accepted, report.unlabelled, report.rows) == (2, 0, 4)
    reasons = [(item["line"], item["reason"].split(" ")[0]) for item in report.rejected]
    assert reasons == [(5, "unknown"), (6, "invalid")]
    assert report.format == 'JSON in {"tasks": [...]}'
    assert sorted(load_labels(paths)["label"]) == ["operation", "relevant_current"]


def test_the_wrapper_and_the_plain_array_give_the_same_labels(tmp_path: Path):
    tasks = [evidence("c-1", "irrelevant"), evidence("c-2", "relevant_outdated"), intent("q one", "fault")]
    plain, inside = DataPaths(tmp_path / "plain"), DataPaths(tmp_path / "inside")
    (tmp_path / "plain.json").write_text(json.dumps(tasks))
    # Compact, a BOM, the key twice (JSON keeps the last) and a key after it that also holds a list.
    (tmp_path / "inside.json").write_text("\ufeff" + json.dumps({"tasks": [], "meta": {"tasks": [1]}})[:-1]
                                          + ', "tasks": ' + json.dumps(tasks) + ', "other": [[1], {"a": []}]}',
                                          encoding="utf-8")
    import_labels(tmp_path / "plain.json", plain, source_name="x")
    import_labels(tmp_path / "inside.json", inside, source_name="x")
    columns = ["label_id", "label", "task_id"]
    assert load_labels(plain)[columns].equals(load_labels(inside)[columns]) and len(load_labels(inside)) == 3


def test_target_storage_annotation_files_are_imported(tmp_path: Path, paths: DataPaths):
    """A target cloud storage writes one file per annotation with the task under "task" (Label Studio's default
    before FUTURE_SAVE_TASK_TO_STORAGE): one such file, and several as JSONL."""
    def storage_file(task: dict) -> dict:
        annotation = dict(task["annotations"][0], id=500 + task["id"])
        return dict(annotation, task={key: value for key, value in task.items() if key != "annotations"})

    one = tmp_path / "17.json"
    one.write_text(json.dumps(storage_file(evidence("c-7", "relevant_outdated")), indent=2))
    many = tmp_path / "storage.jsonl"
    many.write_text("\n".join(json.dumps(storage_file(task)) for task in (intent("q a", "trend"),
                                                                         intent("q b", "comparison"))) + "\n")

    assert import_labels(one, paths).accepted == 1
    assert import_labels(many, paths).accepted == 2
    labels = load_labels(paths).set_index("query")["label"].to_dict()
    assert labels == {"What is the filing fee?": "relevant_outdated", "q a": "trend", "q b": "comparison"}


@pytest.mark.parametrize("content, told", [
    ('{"tasks": []}', 'read as JSON in {"tasks": [...]}: 0 tasks'),
    ('{"tasks": [{"data": {"kind": "intent", "query": "q"}, "annotations": []}]}', "1 tasks, 1 unlabelled"),
    ('{"tasks": "not a list"}', "keys seen: tasks"),
    ('{"results": [{"data": {}, "annotations": []}]}', "keys seen: results"),
])
def test_a_wrapper_without_usable_labels_fails_and_says_what_was_read(tmp_path: Path, paths: DataPaths, capsys,
                                                                       content: str, told: str):
    export = tmp_path / "export.json"
    export.write_text(content)
    with pytest.raises(NothingToImport, match="no label to import") as err:
        import_labels(export, paths)
    assert told in str(err.value)

    status = main(["--data-root", str(paths.root), "labels", "import", str(export)])
    captured = capsys.readouterr()
    assert status == 1 and captured.out == "" and captured.err.count("\n") == 1 and told in captured.err
    assert not paths.label_store.exists()


def test_a_label_given_twice_in_one_file_is_counted_not_lost_silently(tmp_path: Path, paths: DataPaths, capsys):
    first, second = evidence("c-1", "irrelevant"), evidence("c-1", "relevant_current")
    export = tmp_path / "export.json"
    export.write_text(json.dumps([first, second, intent("q", "trend")]))

    assert main(["--data-root", str(paths.root), "labels", "import", str(export)]) == 0

    out = capsys.readouterr().out
    assert "accepted 3 (replaced 0, 1 given again later in the file)" in out and "3 labels" not in out
    labels = load_labels(paths)
    assert len(labels) == 2 and labels.set_index("kind")["label"]["evidence"] == "relevant_current"


def test_a_device_is_refused_instead_of_read_forever(paths: DataPaths):
    with pytest.raises(ValueError, match="is a device or socket"):
        import_labels("/dev/zero", paths)


# ---------------------------------------------------------------- nothing in an export becomes a path

HOSTILE = ["../../../escaped", "/tmp/absolute-escape", "..\\..\\windows", "a/../../b", "nul\0byte", "~root/.ssh/x",
           "%2e%2e%2fencoded", "con", "x" * 5000]


def tree(root: Path) -> dict[str, bytes | None]:
    return {str(path.relative_to(root)): path.read_bytes() if path.is_file() else None for path in root.rglob("*")}


def test_hostile_ids_names_and_fields_land_as_text_and_write_only_the_label_store(tmp_path: Path,
                                                                                   monkeypatch: pytest.MonkeyPatch):
    """Task ids, chunk ids, source paths, annotators, annotation ids, queries and the export's own name carry path
    tricks: the import writes the label store and nothing else (in the data root, beside it, or in the working
    directory), and the values come back verbatim as data."""
    workdir = tmp_path / "cwd"
    workdir.mkdir()
    monkeypatch.chdir(workdir)
    paths = DataPaths(tmp_path / "root" / "data")
    paths.root.mkdir(parents=True)
    (paths.root / "keep.txt").write_text("untouched")
    tasks = []
    for number, hostile in enumerate(HOSTILE):
        task = evidence(hostile, "relevant_current")
        task["id"] = hostile
        task["data"] = dict(task["data"], source_path=hostile, query=f"{hostile} query {number}")
        task["annotations"][0].update(completed_by=hostile, id=hostile)
        tasks.append(task)
    export = tmp_path / "exports" / "..%2f..%2fevil name.json"
    export.parent.mkdir()
    export.write_text(json.dumps(tasks))
    before = tree(tmp_path)

    report = import_labels(export, paths, source_name="../../../../tmp/source-name")
    status = main(["--data-root", str(paths.root), "--json", "labels", "import", str(export)])

    assert report.accepted == len(HOSTILE) and status == 0
    after = tree(tmp_path)
    changed = {name for name in after if before.get(name, b"missing") != after[name]}
    assert changed == {"root/data/labels", "root/data/labels/labels.parquet"}, changed
    assert not Path("/tmp/absolute-escape").exists() and not Path("/tmp/source-name").exists()
    stored = load_labels(paths)
    assert sorted(stored["task_id"]) == sorted(HOSTILE) and sorted(stored["chunk_id"]) == sorted(HOSTILE)
    assert sorted(stored["annotator"]) == sorted(HOSTILE) and sorted(stored["source_path"]) == sorted(HOSTILE)
    assert set(stored["source"]) == {f"label_studio:{export.name}"}  # the CLI's run, which replaced the first


def test_a_label_store_that_is_a_symlink_is_replaced_not_written_through(tmp_path: Path):
    """Someone (or a crafted data folder) links data/labels/labels.parquet to a file elsewhere: the import swaps the
    link for the new store and leaves the file it pointed at as it was."""
    paths = DataPaths(tmp_path / "data")
    paths.labels_dir.mkdir(parents=True)
    elsewhere = DataPaths(tmp_path / "elsewhere")
    ensure_label_store(elsewhere)  # a real (empty) store, so reading it through the link works
    outside = elsewhere.label_store
    precious = outside.read_bytes()
    os.symlink(outside, paths.label_store)
    export = tmp_path / "export.json"
    export.write_text(json.dumps([intent("q", "trend")]))

    import_labels(export, paths)

    assert outside.read_bytes() == precious and not outside.is_symlink()
    assert not paths.label_store.is_symlink() and load_labels(paths)["label"].tolist() == ["trend"]
