"""Promotion (`ragops promote`, DAG promote_models) and rollback (`ragops rollback`): what the gate passed reaches
serving, and what fails there goes back.

`promote` acts on the gate's report (`reports/promotion_gate.json`): exactly the deployment that was evaluated and
gated, and only while the champion it was compared with still is the champion. In order:
  1. `promotion.mode`: `disabled` moves nothing; `dry_run` says what would move and moves nothing.
  2. A failed gate moves nothing (its reasons are on the versions already). The candidate serving already serves
     moves nothing either (re-running changes nothing).
  3. `promotion.require_review`: without an approval recorded on the candidate's versions (`review=approved` for
     this candidate, `ragops approve` or the DAG's approval step) the candidate waits in
     `deployments/pending_review.json` and nothing moves.
  4. Preconditions, all before the first move (fail closed): the registry answers, every candidate version exists.
  5. `@previous` <- the old champion's versions, `@champion` <- the candidate's; the old manifest is kept as
     `deployments/previous.json`; the new manifest is written atomically.
  6. Serving reloads it (`promotion.serving_url`: `POST /admin/reload` with the token of `serving.admin_token_env`,
     else the server's file watch) and is smoke-checked: `/readyz` shows the new deployment id, and the smoke
     question is answered (not `not_found`) by the new index and model versions. Without a running server the check
     runs on a temporary `python -m serving` on the new manifest.
  7. A failed smoke check rolls back: the aliases and the manifest return to what they were, serving reloads, and
     the candidate's versions are tagged `validation_status=failed_smoke_check` with the reason.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tasks.core.atomic import write_bytes_atomic, write_json_atomic
from tasks.core.deployment import (
    DeploymentManifest,
    manifest_path,
    new_deployment_id,
    read_deployment,
    write_deployment,
)
from tasks.core.paths import DataPaths
from tasks.core.registry import CHAMPION_ALIAS, PREVIOUS_ALIAS, Registry
from tasks.core.review_page import review_targets
from tasks.core.settings import Settings
from tasks.promotion import journal

REVIEW_TAG = "review"


class PromotionError(RuntimeError):
    """Promotion could not complete; what was moved has been moved back (the message says what happened)."""


def read_gate(paths: DataPaths) -> dict[str, Any]:
    if not paths.gate_report.is_file():
        raise FileNotFoundError(f"no gate decision at {paths.gate_report}: run `ragops evaluate` and `ragops gate` "
                                "first (or `ragops promote`, which runs both)")
    return json.loads(paths.gate_report.read_text(encoding="utf-8"))


def review_state(registry: Registry, gate: Mapping[str, Any]) -> str:
    """approved | rejected | pending, from the review tags on the candidate's versions (for this candidate)."""
    states = set()
    for name, version in review_targets(gate).items():
        tags = registry.version_tags(name, version)
        states.add(tags.get(REVIEW_TAG, "pending") if tags.get("review.candidate") == gate["candidate"]["deployment_id"]
                   else "pending")
    return "rejected" if "rejected" in states else "approved" if states == {"approved"} else "pending"


def run(settings: Settings, paths: DataPaths) -> dict[str, Any]:
    """Act on the gate's decision (module docstring); returns what happened (`action`) and why."""
    from tasks.core.registry import open_registry
    from tasks.promotion.candidates import champion_deployment, check_index_store, same_content

    gate = read_gate(paths)
    mode = settings.promotion.mode
    candidate = DeploymentManifest.from_dict(gate["candidate"])
    result: dict[str, Any] = {"mode": mode, "candidate": candidate.to_dict(), "gate_passed": gate["passed"],
                              "reasons": gate["reasons"]}
    if mode == "disabled":
        return {**result, "action": "disabled", "message": "promotion.mode is disabled: nothing moves"}
    with open_registry(settings, paths) as registry:
        champion = champion_deployment(settings, paths, registry)
        if same_content(candidate, champion):
            return {**result, "action": "unchanged", "message": f"serving already serves this candidate "
                                                                f"({champion.deployment_id}): nothing moves"}
        if gate.get("nothing_new"):
            return {**result, "action": "unchanged", "message": "the gate found nothing new to promote"}
        gated_against = DeploymentManifest.from_dict(gate["champion"]) if gate.get("champion") else None
        if not (same_content(gated_against, champion) or (gated_against is None and champion is None)):
            raise PromotionError(f"the gate compared the candidate with {gated_against and gated_against.deployment_id}"
                                 f", but the champion is now {champion and champion.deployment_id}: run `ragops "
                                 "evaluate` and `ragops gate` again")
        if not gate["passed"]:
            return {**result, "action": "rejected", "message": "the gate failed the candidate: nothing moves"}
        if settings.promotion.require_review:
            state = review_state(registry, gate)
            result["review"] = state
            if state == "rejected":
                paths.pending_review.unlink(missing_ok=True)
                return {**result, "action": "rejected", "message": "a reviewer rejected the candidate: nothing moves"}
            if state == "pending":
                write_json_atomic(paths.pending_review, {**gate, "status": "pending"})
                targets = " or ".join(f"`ragops approve {n} {v}`" for n, v in review_targets(gate).items())
                return {**result, "action": "awaiting_review", "pending": str(paths.pending_review),
                        "message": f"the gate passed; waiting for a review: `ragops review`, then {targets} "
                                   "(or `ragops reject ...`)"}
        if mode == "dry_run":
            return {**result, "action": "dry_run", "message": "promotion.mode is dry_run: would move @champion to "
                                                              f"{candidate.models} and serve index "
                                                              f"{candidate.index_version}; nothing moved"}
        missing = [f"{name} v{version}" for name, version in candidate.models.items()
                   if not registry.version_exists(name, version)]
        if missing:
            raise FileNotFoundError(f"the candidate's versions are not in the registry: {missing}")
        check_index_store(paths)
        outcome = _promote(settings, paths, registry, candidate, champion)
    paths.pending_review.unlink(missing_ok=True)
    return {**result, **outcome}


def _promote(settings: Settings, paths: DataPaths, registry: Registry, candidate: DeploymentManifest,
             champion: DeploymentManifest | None) -> dict[str, Any]:
    names = tuple(candidate.models)  # the evaluators, and the generator when the candidate serves a registered one
    before = {CHAMPION_ALIAS: registry.alias_versions(CHAMPION_ALIAS, names),
              PREVIOUS_ALIAS: registry.alias_versions(PREVIOUS_ALIAS, names)}
    target = manifest_path(settings, paths)
    old_manifest = target.read_bytes() if target.is_file() else None
    old_previous = paths.previous_deployment.read_bytes() if paths.previous_deployment.is_file() else None
    files = {target: old_manifest, paths.previous_deployment: old_previous}
    journal.begin(paths, "promotion", before, files)  # a crash from here on is undone by the next run
    try:
        for name in names:
            if before[CHAMPION_ALIAS][name] is not None:
                registry.set_alias(name, PREVIOUS_ALIAS, before[CHAMPION_ALIAS][name])
            registry.set_alias(name, CHAMPION_ALIAS, candidate.models[name])
        if old_manifest is not None:
            write_bytes_atomic(paths.previous_deployment, old_manifest)
        new = write_deployment(target, str(candidate.index_version), candidate.models, candidate.generator,
                               created_by="promotion", deployment_id=new_deployment_id())
    except Exception as err:
        _undo(registry, before, files, paths, err)
        raise
    smoke = smoke_check(settings, paths, new)
    promoted_at = datetime.now(UTC).isoformat(timespec="seconds")
    if smoke["ok"]:
        for name, version in candidate.models.items():
            registry.tag_version(name, version, {"promoted_at": promoted_at, "deployment_id": new.deployment_id})
        journal.finish(paths)
        return {"action": "promoted", "deployment": new.to_dict(), "previous": champion.to_dict() if champion else None,
                "smoke": smoke, "message": f"@champion is {candidate.models}; serving serves {new.deployment_id}"}
    _undo(registry, before, files, paths)
    restored = reload_serving(settings, paths, champion.deployment_id if champion else None)
    for name, version in candidate.models.items():
        if champion is None or champion.models.get(name) != version:
            registry.tag_version(name, version, {"validation_status": "failed_smoke_check",
                                                 "smoke.reason": smoke["reason"][:4000], "smoke.time": promoted_at})
    return {"action": "rolled_back", "deployment": new.to_dict(), "smoke": smoke, "restored": restored,
            "message": f"the smoke check failed ({smoke['reason']}); @champion and the manifest are back to "
                       f"{champion.deployment_id if champion else 'none (no champion)'}"}


def _undo(registry: Registry, before: Mapping[str, Mapping[str, str | None]], files: Mapping[Path, bytes | None],
          paths: DataPaths, cause: BaseException | None = None) -> None:
    """Manifests and aliases back to what they were before the moves started (the journal's record), then the journal
    goes. When the registry fails the undo too (it went away mid-promotion), the manifests are back already, the
    journal stays, and the next `ragops promote` / `ragops rollback` finishes the undo before anything else."""
    try:
        journal.restore(registry, before, files)
    except Exception as err:
        what = f"promotion failed ({cause}) and" if cause is not None else "the smoke check failed and"
        raise PromotionError(f"{what} undoing its alias moves failed too ({err}): the deployment manifest is back; "
                             f"the next `ragops promote` or `ragops rollback` restores the aliases first "
                             f"({journal.journal_path(paths)})") from err
    journal.finish(paths)


# ---------------------------------------------------------------- serving: reload and smoke check


def smoke_question(settings: Settings) -> str:
    from tasks.labels.queries import query_rows

    return settings.promotion.smoke.question or query_rows(settings, "heldout")[0]["query"]


def reload_serving(settings: Settings, paths: DataPaths, expected_id: str | None) -> dict[str, Any]:
    """Make the running server (`promotion.serving_url`) load the manifest now and wait until it serves
    `expected_id`; without a running server there is nothing to reload."""
    url = settings.promotion.serving_url
    if not url:
        return {"server": None, "note": "no promotion.serving_url: servers pick the manifest up when they start "
                                        "or on their file watch"}
    return _switch(settings, url.rstrip("/"), expected_id)


def _switch(settings: Settings, url: str, expected_id: str | None) -> dict[str, Any]:
    import httpx

    token = os.environ.get(settings.serving.admin_token_env)
    deadline = time.monotonic() + settings.promotion.smoke.timeout_seconds
    with httpx.Client(base_url=url, timeout=30.0) as client:
        try:
            before_error = client.get("/readyz").json().get("last_error")
            if token:
                reply = client.post("/admin/reload", headers={"Authorization": f"Bearer {token}"})
                if reply.status_code != 200:
                    return {"server": url, "switched": False, "reason": f"/admin/reload answered {reply.status_code}: "
                                                                        f"{reply.text[:800]}"}
            while True:
                ready = client.get("/readyz").json()
                serving = (ready.get("deployment") or {}).get("deployment_id")
                if serving == expected_id:
                    return {"server": url, "switched": True, "deployment_id": serving}
                if ready.get("last_error") and ready["last_error"] != before_error and not ready.get("loading"):
                    return {"server": url, "switched": False, "deployment_id": serving,
                            "reason": f"the server failed to load the manifest: {ready['last_error']}"}
                if time.monotonic() >= deadline:
                    return {"server": url, "switched": False, "deployment_id": serving,
                            "reason": f"still serving {serving} after {settings.promotion.smoke.timeout_seconds:g} s "
                                      f"(last error: {ready.get('last_error')})"}
                time.sleep(0.5)
        except httpx.HTTPError as err:
            return {"server": url, "switched": False, "reason": f"{url} not reachable: {type(err).__name__}: {err}"}


def smoke_check(settings: Settings, paths: DataPaths, manifest: DeploymentManifest) -> dict[str, Any]:
    """The running server (or a temporary one) serves `manifest` and answers the smoke question from it."""
    import httpx

    from tasks.core.server_process import Server, ServerError

    question = smoke_question(settings)
    url, server = settings.promotion.serving_url, None
    try:
        if url:
            switched = _switch(settings, url.rstrip("/"), manifest.deployment_id)
            if not switched["switched"]:
                return {"ok": False, "question": question, **switched}
        else:
            from tasks.core.server_process import server_settings
            from tasks.runtime.evidence import reference_date

            scratch = paths.reports / "promotion" / "smoke"
            params = server_settings(settings, scratch / "settings.json")
            server = Server(paths.root, params, ["serving.watch_interval_seconds=0",
                                                 f"evaluators.reference_date={reference_date(settings).isoformat()}"],
                            scratch / "server.log")
            try:
                server.start()
            except ServerError as err:
                return {"ok": False, "question": question, "server": "temporary",
                        "reason": str(err).split("; the end of its output")[0]}
            url = server.url
        reply = httpx.post(f"{url.rstrip('/')}/v1/query", json={"query": question}, timeout=120.0)
        if reply.status_code != 200:
            return {"ok": False, "question": question, "reason": f"/v1/query answered {reply.status_code}: "
                                                                 f"{reply.text[:500]}"}
        body = reply.json()
        served = body["deployment"]
        problems = []
        if served["deployment_id"] != manifest.deployment_id:
            problems.append(f"answered by deployment {served['deployment_id']}, not {manifest.deployment_id}")
        if served["models"] != manifest.models or served["index_version"] != manifest.index_version:
            problems.append(f"answered from index {served['index_version']} and models {served['models']}, not "
                            f"{manifest.index_version} and {manifest.models}")
        if body["action"] == "not_found":
            problems.append(f"the smoke question {question!r} got not_found")
        return {"ok": not problems, "question": question, "action": body["action"], "deployment_id":
                served["deployment_id"], "server": "temporary" if server else url,
                "reason": "; ".join(problems) if problems else "answered from the new deployment"}
    except httpx.HTTPError as err:
        return {"ok": False, "question": question, "reason": f"serving not reachable: {type(err).__name__}: {err}"}
    finally:
        if server is not None:
            server.stop()


# ---------------------------------------------------------------- rollback


def rollback(settings: Settings, paths: DataPaths) -> dict[str, Any]:
    """`@champion` back to `@previous` (the two swap, so a second rollback undoes the first), the manifest back to
    `deployments/previous.json`, serving reloaded and smoke-checked."""
    from tasks.core.registry import open_registry

    if settings.promotion.mode == "disabled":
        return {"action": "disabled", "message": "promotion.mode is disabled: nothing moves"}
    target = manifest_path(settings, paths)
    previous = read_deployment(paths.previous_deployment)
    if previous is None:
        raise FileNotFoundError(f"nothing to roll back to: no {paths.previous_deployment} (no promotion has replaced "
                                "a champion yet)")
    with open_registry(settings, paths) as registry:
        journal.recover(registry, paths)  # a promotion or rollback interrupted half-way: undone first
        previous = read_deployment(paths.previous_deployment)
        if previous is None:
            raise FileNotFoundError(f"nothing to roll back to: no {paths.previous_deployment}")
        current = read_deployment(target)
        names = tuple(previous.models)  # what the restored deployment serves (the generator too, if it had one)
        extra = tuple(sorted(set(current.models if current else ()) - set(names)))
        champions = registry.alias_versions(CHAMPION_ALIAS, names)
        previous_aliases = registry.alias_versions(PREVIOUS_ALIAS, names)
        if any(version is None for version in previous_aliases.values()):
            raise FileNotFoundError(f"no @previous version for every model ({previous_aliases}): nothing to roll back to")
        if settings.promotion.mode == "dry_run":
            return {"action": "dry_run", "message": f"would move @champion to {previous_aliases} and serve "
                                                    f"{previous.deployment_id}; nothing moved"}
        before = {CHAMPION_ALIAS: registry.alias_versions(CHAMPION_ALIAS, names + extra),
                  PREVIOUS_ALIAS: registry.alias_versions(PREVIOUS_ALIAS, names + extra)}
        replaced = target.read_bytes() if current is not None else None
        files = {target: replaced, paths.previous_deployment: paths.previous_deployment.read_bytes()}
        journal.begin(paths, "rollback", before, files)  # a crash from here on is undone by the next run
        try:
            for name in names:
                registry.set_alias(name, CHAMPION_ALIAS, previous_aliases[name])
                if champions[name] is not None:
                    registry.set_alias(name, PREVIOUS_ALIAS, champions[name])
            # A model the current deployment serves and the restored one does not (a registered generator): no
            # champion.
            for name in extra:
                registry.set_alias(name, PREVIOUS_ALIAS, current.models[name])
                registry.delete_alias(name, CHAMPION_ALIAS)
            restored = write_deployment(target, str(previous.index_version), previous.models, previous.generator,
                                        created_by="rollback", deployment_id=previous.deployment_id)
            if replaced is not None:
                write_bytes_atomic(paths.previous_deployment, replaced)
        except Exception as err:
            _undo(registry, before, files, paths, err)
            raise
        journal.finish(paths)
        smoke = smoke_check(settings, paths, restored)
    return {"action": "rolled_back", "deployment": restored.to_dict(), "replaced": current.to_dict() if current else None,
            "smoke": smoke, "message": f"@champion is {previous_aliases}; serving serves {restored.deployment_id}"
                                       + ("" if smoke["ok"] else f" — but its smoke check failed: {smoke['reason']}")}
