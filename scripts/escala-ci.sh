#!/usr/bin/env bash
# The scale-out layout's short check (two instances, the replica, an instance killed and the primary
# stopped under load); ends with 'escala curto: ok' or 'escala curto: FALHOU <what>'. See docs/operacao.md.
exec bash "$(dirname "$0")/escala.sh" curto
