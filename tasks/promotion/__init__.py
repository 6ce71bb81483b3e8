"""Promotion (docs/design.md#pipeline, #promotion-gate): evaluate a candidate deployment against the champion, gate it,
have it reviewed, promote it to serving (aliases, deployment manifest, reload, smoke check, automatic rollback)."""
