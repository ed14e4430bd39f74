#!/usr/bin/env bash
# Faults under load on the scale-out layout that 'bash scripts/escala.sh subir' brought up: each
# prints its figures and one line 'falha <nome>: ok' or 'falha <nome>: FALHOU <o quê>'.
# See docs/operacao.md, "Falhas".
set -euo pipefail
cd "$(dirname "$0")/.."

FALHAS=(instancia postgres replica lento)
uso() {
  cat <<'FIM'
Uso: bash scripts/falhas.sh instancia|postgres|replica|lento|todas

  instancia  kill -9 de uma instância com requisições em curso (o nginx passa às outras)
  postgres   o primário parado por 5 s: 503 com Retry-After durante a parada, nunca 500 nem espera sem fim
  replica    a réplica parada: as leituras vão ao primário, sem erro
  lento      uma tabela bloqueada além do tempo máximo de um comando: 503 em tempo limitado
  todas      as quatro, em sequência

  Exige o arranjo em pé (bash scripts/escala.sh subir) e root. Em cada uma: nenhuma escrita confirmada
  perdida e tudo respondendo de novo em até 10 s depois de o serviço voltar.
  ESCALA_ESTADO e ESCALA_PREFIXO escolhem outro arranjo que não o padrão (.tmp/escala, 'escala').
FIM
}

ESTADO="${ESCALA_ESTADO:-$PWD/.tmp/escala}"
[ "$(id -u)" = 0 ] || { echo "falhas: precisa de root (pg_ctlcluster, kill)"; exit 1; }
[ -f "$ESTADO/ambiente" ] || { echo "falhas: nenhum arranjo em $ESTADO (rode: bash scripts/escala.sh subir)"; exit 1; }
# shellcheck disable=SC1091
source "$ESTADO/ambiente"
export N PORTA PORTA_PRIMARIO PORTA_REPLICA ADMIN_LOGIN ADMIN_SENHA METRICS_TOKEN PREFIXO ESTADO

case "${1:-}" in
  instancia | postgres | replica | lento) escolhidas=("$1") ;;
  todas) escolhidas=("${FALHAS[@]}") ;;
  -h | --help | ajuda) uso; exit 0 ;;
  *) uso; exit 2 ;;
esac

resultado=0
for f in "${escolhidas[@]}"; do
  echo "=== falha: $f"
  node scripts/falhas.mjs "$f" || resultado=1
  # the layout settles before the next one (an instance started again, the replica catching up)
  [ "${#escolhidas[@]}" -gt 1 ] && sleep 8
done
exit "$resultado"
