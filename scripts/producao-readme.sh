#!/usr/bin/env bash
# Follows the README's "Em produção" commands on an empty PostgreSQL database: migrations, the first
# administrator, the start; then logs in as that administrator. The install and build line is run
# only when the build is missing (CI runs it just before).
# Usage: bash scripts/producao-readme.sh postgres://user@host:5432/empty_database
set -euo pipefail
cd "$(dirname "$0")/.."
URL="${1:?URL of an empty PostgreSQL database}"
PORTA="${PORTA:-3999}"
LOGIN='primeiro.admin'
SENHA='cavalo azul bateria grampo'

# the fenced block under "## Em produção"
BLOCO="$(awk '/^## Em produção/{s=1;next} s&&/^```bash/{b=1;next} b&&/^```/{exit} b{print}' README.md)"
[ "$(printf '%s\n' "$BLOCO" | grep -c .)" -le 5 ] || { echo "o README pede mais de cinco comandos"; exit 1; }

export DATABASE_URL="$URL" PORTAL_PUBLIC_URL="http://localhost:$PORTA" PORT="$PORTA" ADMIN_SENHA="$SENHA"
LOG="$(mktemp)"
PID=''
trap '[ -n "$PID" ] && kill "$PID" 2>/dev/null; rm -f "$LOG"' EXIT
while IFS= read -r linha; do
  case "$linha" in
    export\ *) echo "# (ambiente do teste) $linha" ;;
    npm\ ci*)
      if [ -f apps/api/dist/server.js ] && [ -f apps/web/dist/index.html ]; then echo "# (já instalado e gerado) $linha"
      else echo "\$ $linha"; eval "$linha"; fi ;;
    *server.js*)
      echo "\$ $linha &"
      # exec: the background job is the server itself, so the trap below stops it
      (eval "exec $linha") >"$LOG" 2>&1 &
      PID=$!
      for _ in $(seq 1 60); do grep -q '^Pronto' "$LOG" && break; sleep 1; done
      grep '^Pronto' "$LOG" || { cat "$LOG"; echo "o servidor não iniciou"; exit 1; } ;;
    *)
      linha="${linha//LOGIN/$LOGIN}"
      linha="${linha//NOME COMPLETO/Primeira Administradora}"
      linha="${linha//E-MAIL/admin@empresa.com.br}"
      echo "\$ $linha"
      eval "$linha" ;;
  esac
done <<<"$BLOCO"

# the administrator logs in (login in another case) and holds Administração's code
RESPOSTA="$(curl -sS -X POST "http://localhost:$PORTA/api/auth/login" -H 'content-type: application/json' \
  -H 'x-requested-with: XMLHttpRequest' -d "{\"usuario\":\"PRIMEIRO.ADMIN\",\"senha\":\"$SENHA\"}")"
node -e '
  const u = JSON.parse(process.argv[1]);
  if (u.nm_login !== "primeiro.admin" || !u.permissoes.includes(900) || u.cd_unid !== 1) {
    console.error("login inesperado:", process.argv[1]); process.exit(1);
  }
  console.log(`entrou: ${u.nm_pessoa} (${u.nm_login}), unidade ${u.cd_unid}, ${u.permissoes.length} códigos de permissão`);
' "$RESPOSTA"

# the first day in the browser: the administrator creates a unit, a profile and two users, who work
# with exactly the screens of their codes (skipped only where no Chromium is installed)
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  (cd apps/web && E2E_BASE_URL="http://localhost:$PORTA" PRODUCAO_ADMIN_LOGIN="$LOGIN" PRODUCAO_ADMIN_SENHA="$SENHA" \
    npx playwright test -c playwright.producao.config.ts)
else
  echo "# sem Chromium: o primeiro dia no navegador não foi percorrido"
fi
echo "README 'Em produção': ok"
