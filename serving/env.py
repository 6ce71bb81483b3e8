"""The environment variables `python -m serving --workers N` hands its worker processes (a light module: the
parent process imports it without the app)."""

ARGV_ENV = "RAGOPS_SERVE_ARGV"  # the server's arguments, JSON: each worker builds the app from them
MIRROR_ENV = "RAGOPS_SERVE_MIRROR"  # a remote data root: the local mirror the parent process keeps synced
WORKERS_ENV = "RAGOPS_SERVE_WORKERS"  # how many workers: a reload reaches the others through the manifest watch
