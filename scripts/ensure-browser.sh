#!/usr/bin/env bash
# Makes sure Debian's Chromium and the Noto fonts are present for story tests and e2e.
# Installs them with apt-get when missing and running as root; otherwise says how to get them.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
packages=()
[ -x "$chromium" ] || packages+=(chromium)
# Without these, CJK, Ethiopic, Sinhala, Bengali, Thai, Khmer, Burmese… render as empty boxes.
for font in fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji; do
  dpkg-query -W -f='${Status}' "$font" 2>/dev/null | grep -q 'install ok installed' || packages+=("$font")
done

if [ ${#packages[@]} -eq 0 ]; then
  exit 0
fi

if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then
  # A browser was pointed at explicitly; missing fonts only degrade screenshots of some scripts.
  echo "ensure-browser: using $CHROMIUM_PATH; missing font packages: ${packages[*]}" >&2
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-browser: installing ${packages[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
  [ -x "$chromium" ] || { echo "ensure-browser: $chromium still missing after install" >&2; exit 1; }
  exit 0
fi

cat >&2 <<MSG
ensure-browser: the browser tests need Debian's Chromium and the Noto fonts; missing: ${packages[*]}
Install them as root:
  apt-get update && apt-get install -y chromium fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
or point CHROMIUM_PATH at a Chromium or Chrome binary you already have:
  CHROMIUM_PATH=/path/to/chromium npm test
MSG
exit 1
