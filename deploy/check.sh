#!/usr/bin/env bash
# CI for the deployment recipe: checks what this machine can check, and says plainly what it cannot.
# With a Docker engine: builds the image, starts it on the embedded SQLite, runs one sale through it
# (deploy/smoke-sale.mjs) and stops it with SIGTERM. Without one (docker's CLI alone, as on the
# development VM): the image is not built, and the reason is printed.
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v systemd-analyze >/dev/null; then
  systemd-analyze verify --man=no deploy/pm3.service
  echo "deploy/pm3.service: systemd-analyze verify passed"
fi

if docker compose version >/dev/null 2>&1; then
  PM3_DOMAIN=pm3.example.com PM3_DB_PASSWORD=x docker compose -f deploy/compose.yaml config --quiet
  echo "deploy/compose.yaml: docker compose config passed"
else
  echo "deploy/compose.yaml: not checked (no docker compose plugin on this machine)"
fi

if ! docker info >/dev/null 2>&1; then
  echo "deploy/Dockerfile: not built: no Docker engine answers here (docker info fails), so the image"
  echo "and a sale through it cannot be tried on this machine; see docs: operations, 'What CI checks'."
  exit 0
fi

docker build -f deploy/Dockerfile -t pm3:ci .
container=$(docker run -d -p 127.0.0.1:18080:8080 pm3:ci)
trap 'docker rm -f "$container" >/dev/null' EXIT
for _ in $(seq 1 90); do
  curl -fsS http://127.0.0.1:18080/readyz >/dev/null 2>&1 && break
  sleep 1
done
node deploy/smoke-sale.mjs http://127.0.0.1:18080
docker stop --time 15 "$container" >/dev/null
echo "deploy/Dockerfile: built, one sale stored, stopped with SIGTERM (exit $(docker inspect -f '{{.State.ExitCode}}' "$container"))"
