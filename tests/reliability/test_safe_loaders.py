"""Security (issue 18): no loader in the code can run what a file says.

An `ast` scan of every Python source of tasks/, models/, serving/ and dags/ for the calls that execute or
unpickle what they read: yaml.load without a safe Loader, yaml.unsafe_load / full_load, pickle / cloudpickle / dill /
joblib / marshal / shelve / pandas.read_pickle / numpy.load(allow_pickle=True), MLflow flavors that unpickle,
torch.load without weights_only=True, eval / exec, a shell (subprocess with shell=True, os.system, os.popen), and
transformers' trust_remote_code=True. A finding fails the test unless it is listed in ALLOWED with the reason it is
safe; an ALLOWED entry the scan no longer finds fails too (the list stays exact). The scanner is first shown to find
every one of these patterns in a planted source, so a clean scan means something.

Plus the params loader end to end: a `!!python/object` tag is refused with one line and never executed.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tasks.cli import main
from tasks.core.paths import PROJECT_ROOT
from tasks.core.settings import SettingsError, read_params

SCANNED = ("tasks", "models", "serving", "dags")
SAFE_YAML_LOADERS = {"yaml.SafeLoader", "yaml.CSafeLoader", "yaml.BaseLoader", "yaml.CBaseLoader"}
UNPICKLERS = {
    "pickle.load", "pickle.loads", "pickle.Unpickler", "_pickle.load", "_pickle.loads", "cPickle.load",
    "cPickle.loads", "cloudpickle.load", "cloudpickle.loads", "dill.load", "dill.loads", "joblib.load",
    "marshal.load", "marshal.loads", "shelve.open", "pandas.read_pickle", "jsonpickle.decode",
    "torch.serialization.pickle_load",
    # MLflow flavors whose load unpickles (the pyfunc loader unpickles a python_model logged as an object; the
    # sklearn one does for the pickle/cloudpickle formats).
    "mlflow.pyfunc.load_model", "mlflow.sklearn.load_model",
}
SHELLS = {"os.system", "os.popen", "asyncio.create_subprocess_shell", "subprocess.getoutput",
          "subprocess.getstatusoutput"}
SUBPROCESS = {"subprocess.run", "subprocess.Popen", "subprocess.call", "subprocess.check_call",
              "subprocess.check_output"}

# (file, enclosing function, rule) -> why it is safe. Keep it short and exact.
ALLOWED: dict[tuple[str, str, str], str] = {
    ("tasks/core/registry.py", "_load", "unpickling"):
        "mlflow.pyfunc / mlflow.sklearn load_model read this pipeline's own model registry (versions its training "
        "stages logged), never a user-supplied file: dcee is a models-from-code pyfunc whose weights load with "
        "torch.load(weights_only=True), t3d_intent is saved with skops and loads only INTENT_TRUSTED_TYPES. Only "
        "versions logged before models-from-code hold a cloudpickled instance (LEGACY_PICKLED_CLASSES).",
}


@dataclass(frozen=True)
class Finding:
    path: str
    function: str
    rule: str
    line: int
    call: str

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.path, self.function, self.rule)


class _Scanner(ast.NodeVisitor):
    def __init__(self, path: str) -> None:
        self.path = path
        self.aliases: dict[str, str] = {}  # local name -> dotted module path (imports anywhere in the file)
        self.scope: list[str] = []
        self.findings: list[Finding] = []
        # Names in this file bound to a safe loader: `X = getattr(yaml, "CSafeLoader", yaml.SafeLoader)`, and
        # `class Y(X)` (a subclass that only adds checks stays safe: construction is still SafeConstructor's).
        self.safe_loaders: set[str] = set(SAFE_YAML_LOADERS)

    # ---- names
    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if alias.asname:
                self.aliases[alias.asname] = alias.name
            else:
                top = alias.name.split(".")[0]
                self.aliases[top] = top

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.module and not node.level:
            for alias in node.names:
                self.aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"

    def dotted(self, node: ast.AST) -> str | None:
        parts = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if not isinstance(node, ast.Name):
            return None
        return ".".join([self.aliases.get(node.id, node.id), *reversed(parts)])

    # ---- scopes
    def _scoped(self, node: ast.AST, name: str) -> None:
        self.scope.append(name)
        self.generic_visit(node)
        self.scope.pop()

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self._scoped(node, node.name)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> None:
        self._scoped(node, node.name)

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        if any(self.dotted(base) in self.safe_loaders for base in node.bases):
            self.safe_loaders.add(node.name)
        self._scoped(node, node.name)

    def visit_Assign(self, node: ast.Assign | ast.AnnAssign) -> None:
        value = node.value
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        if (isinstance(value, ast.Call) and self.dotted(value.func) == "getattr" and len(value.args) == 3
                and self.dotted(value.args[0]) == "yaml" and isinstance(value.args[1], ast.Constant)
                and f"yaml.{value.args[1].value}" in SAFE_YAML_LOADERS and self.dotted(value.args[2]) in SAFE_YAML_LOADERS):
            self.safe_loaders.update(target.id for target in targets if isinstance(target, ast.Name))
        self.generic_visit(node)

    visit_AnnAssign = visit_Assign

    # ---- calls
    def report(self, node: ast.Call, rule: str, call: str) -> None:
        self.findings.append(Finding(self.path, ".".join(self.scope) or "<module>", rule, node.lineno, call))

    def visit_Call(self, node: ast.Call) -> None:
        name = self.dotted(node.func) or ""
        keywords = {keyword.arg: keyword.value for keyword in node.keywords if keyword.arg}

        def is_true(key: str) -> bool:
            value = keywords.get(key)
            return value is not None and not (isinstance(value, ast.Constant) and not value.value)

        if name in ("yaml.load", "yaml.load_all"):
            loader = keywords.get("Loader", node.args[1] if len(node.args) > 1 else None)
            if loader is None or self.dotted(loader) not in self.safe_loaders:
                self.report(node, "yaml without a safe loader", name)
        elif name in ("yaml.unsafe_load", "yaml.unsafe_load_all", "yaml.full_load", "yaml.full_load_all"):
            self.report(node, "yaml without a safe loader", name)
        elif name in UNPICKLERS:
            self.report(node, "unpickling", name)
        elif name == "numpy.load" and is_true("allow_pickle"):
            self.report(node, "unpickling", name)
        elif name == "torch.load":
            weights_only = keywords.get("weights_only")
            if not (isinstance(weights_only, ast.Constant) and weights_only.value is True):
                self.report(node, "torch.load without weights_only=True", name)
        elif isinstance(node.func, ast.Name) and node.func.id in ("eval", "exec") and node.func.id not in self.aliases:
            self.report(node, "eval/exec", node.func.id)
        elif name in SHELLS or (name in SUBPROCESS and is_true("shell")):
            self.report(node, "shell", name)
        if keywords.get("trust_remote_code") is not None and is_true("trust_remote_code"):
            self.report(node, "trust_remote_code", name or "?")
        self.generic_visit(node)


def scan_source(source: str, path: str) -> list[Finding]:
    scanner = _Scanner(path)
    tree = ast.parse(source, filename=path)
    # Imports first (a function may use a module imported further down), then the calls.
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            scanner.visit(node)
    scanner.visit(tree)
    return scanner.findings


def sources() -> Iterator[Path]:
    for folder in SCANNED:
        yield from sorted((PROJECT_ROOT / folder).rglob("*.py"))


PLANTED = '''
import pickle, yaml, torch, subprocess, os, joblib
import numpy as np
import pandas as pd
from yaml import load as yload, FullLoader
from mlflow import sklearn as mlflow_sklearn
import cloudpickle as cp
from transformers import AutoModel

_Safe: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

class Checked(_Safe):
    pass

class Risky(FullLoader):
    pass

def loaders(path, cmd):
    yaml.load(open(path), Loader=Risky)
    yaml.load(open(path))
    yload(open(path), Loader=FullLoader)
    yaml.unsafe_load(open(path))
    yaml.full_load(open(path))
    pickle.loads(open(path, "rb").read())
    cp.load(open(path, "rb"))
    joblib.load(path)
    pd.read_pickle(path)
    np.load(path, allow_pickle=True)
    torch.load(path)
    torch.load(path, weights_only=False)
    mlflow_sklearn.load_model(path)
    eval(cmd)
    exec(cmd)
    subprocess.run(cmd, shell=True)
    os.system(cmd)
    AutoModel.from_pretrained(path, trust_remote_code=True)

def fine(path, cmd):
    yaml.safe_load(open(path))
    yaml.load(open(path), Loader=yaml.SafeLoader)
    yaml.load(open(path), Loader=Checked)
    torch.load(path, weights_only=True)
    np.load(path)
    subprocess.run([cmd, "--flag"], check=True)
    subprocess.run(cmd, shell=False)
    model.eval()
'''


def test_the_scanner_finds_every_planted_pattern_and_nothing_in_safe_code():
    findings = scan_source(PLANTED, "planted.py")
    assert all(finding.function == "loaders" for finding in findings), findings
    by_line = sorted((finding.line, finding.rule) for finding in findings)
    assert len(by_line) == 18, by_line  # one per call in loaders(), none in fine()
    assert {rule for _, rule in by_line} == {"yaml without a safe loader", "unpickling",
                                              "torch.load without weights_only=True", "eval/exec", "shell",
                                              "trust_remote_code"}


def test_no_loader_in_the_code_executes_what_it_reads():
    findings = [finding for path in sources()
                for finding in scan_source(path.read_text(encoding="utf-8"), str(path.relative_to(PROJECT_ROOT)))]
    assert len(list(sources())) > 50  # the folders were found: a scan of nothing proves nothing
    unexplained = [f"{f.path}:{f.line} in {f.function}: {f.call} ({f.rule})" for f in findings
                   if f.key not in ALLOWED]
    assert not unexplained, "unsafe loading; fix it or list it in ALLOWED with the reason:\n" + "\n".join(unexplained)
    stale = set(ALLOWED) - {finding.key for finding in findings}
    assert not stale, f"ALLOWED names findings the scan no longer makes; remove them: {sorted(stale)}"


@pytest.mark.parametrize("tag", [
    "!!python/object/apply:os.system ['touch {marker}']",
    "!!python/object/new:subprocess.Popen [['touch', '{marker}']]",
    "!!python/name:os.system",
])
def test_a_python_tag_in_params_is_refused_on_one_line_and_never_run(tmp_path: Path, capsys, tag: str):
    marker = tmp_path / "executed"
    params = tmp_path / "params.yaml"
    params.write_text("tracking:\n  uri: " + tag.format(marker=marker) + "\n", encoding="utf-8")

    with pytest.raises(SettingsError, match="tags that build Python objects are refused"):
        read_params(params)
    status = main(["--params", str(params), "settings"])
    err = capsys.readouterr().err

    assert status == 2 and err.count("\n") == 1 and "Traceback" not in err
    assert f"{params} is not valid YAML: line 2, column 8" in err and "python/" in err
    assert not marker.exists()
