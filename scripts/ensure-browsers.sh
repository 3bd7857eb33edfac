#!/usr/bin/env bash
# The body frame's tests in WebKit and Gecko (e2e/engines/, `npm run test:engines` and
# `npm run stress:frame`) drive Debian's browsers: WebKitGTK through its WebDriver
# (webkit2gtk-driver: WebKitWebDriver and MiniBrowser, run under Xvfb: xvfb, xauth) and
# Firefox ESR over WebDriver BiDi, which it speaks itself (firefox-esr). Chromium comes from
# ensure-chromium.sh. Installs what is missing when we may; otherwise says what to do.
set -euo pipefail
webkit_driver="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"
firefox_path="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
if [ -x "$webkit_driver" ] && [ -x "$firefox_path" ] && command -v xvfb-run >/dev/null 2>&1 \
  && command -v xauth >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's WebKitGTK WebDriver, Firefox ESR and Xvfb for the engine tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq webkit2gtk-driver firefox-esr xvfb xauth fonts-liberation >/dev/null
  exit 0
fi
echo "WebKitWebDriver ($webkit_driver), Firefox ESR ($firefox_path) or xvfb-run not found." >&2
echo "Install them (Debian: sudo apt-get install webkit2gtk-driver firefox-esr xvfb xauth)," >&2
echo "or point WEBKIT_DRIVER_PATH and FIREFOX_PATH at a WebKitWebDriver and a Firefox." >&2
exit 1
