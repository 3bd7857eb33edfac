#!/usr/bin/env bash
# The IMAP tests, the browser spec of following a mailbox and `npm run bench:imap` read from a
# real IMAP server: a private Dovecot each starts with its own configuration
# (test/support/dovecot.ts), from Debian's dovecot-imapd. Installs it when missing and we may
# (as root with apt-get, like ensure-chromium.sh); otherwise says what to do. Dovecot is
# installed only: no system service of it is started or configured.
set -euo pipefail
if command -v dovecot >/dev/null 2>&1 && command -v doveadm >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's dovecot-imapd for the IMAP tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends dovecot-imapd openssl >/dev/null
  # The package starts the system's Dovecot; the tests run their own.
  if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet dovecot 2>/dev/null; then
    systemctl stop dovecot || true
  elif [ -x /etc/init.d/dovecot ]; then
    /etc/init.d/dovecot stop >/dev/null 2>&1 || true
  fi
  exit 0
fi
echo "Dovecot not found. Install it (Debian: sudo apt-get install dovecot-imapd), or put" >&2
echo "dovecot and doveadm on PATH: the IMAP tests start a private one of their own." >&2
exit 1
