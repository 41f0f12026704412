#!/bin/sh
# Renders the pre-check PDFs of the test fixtures (pdf-fixtures.ts) and checks each against PDF/A-1b
# with Apache PDFBox's preflight, from Debian's packages:
#   apt-get install -y libpdfbox2-java libactivation-java libjaxb-api-java
# (preflight needs javax.activation and javax.xml.bind, which Java 11 and later no longer have).
# Exits non-zero when a file is not valid. Run from anywhere: sh apps/api/scripts/pdf-preflight.sh
set -eu
api=$(cd "$(dirname "$0")/.." && pwd)
java=/usr/share/java
classpath=$java/preflight.jar:$java/pdfbox2.jar:$java/fontbox2.jar:$java/xmpbox.jar:$java/commons-logging.jar:$java/commons-io.jar:$java/javax.activation.jar:$java/jaxb-api.jar
for jar in $(echo "$classpath" | tr ':' ' '); do
  [ -f "$jar" ] || { echo "missing $jar: see the packages above" >&2; exit 2; }
done
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
(cd "$api" && npx tsx scripts/pdf-fixtures.ts "$dir")
status=0
for pdf in "$dir"/*.pdf; do
  java -cp "$classpath" org.apache.pdfbox.preflight.Validator_A1b "$pdf" || status=1
done
exit $status
