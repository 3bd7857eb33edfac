#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright cannot download its own browser on
# these machines). Installs it when it is missing and we may; otherwise says what to do.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's Chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-liberation >/dev/null
  exit 0
fi
echo "Chromium not found at $chromium_path. Install it (Debian: sudo apt-get install chromium)" >&2
echo "or point CHROMIUM_PATH at a Chromium or Chrome binary." >&2
exit 1
