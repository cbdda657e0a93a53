"""Fills empty msgstr entries of a PO catalog from a dictionary file of {msgid: msgstr}.
Usage: python3 scripts/translate.py src/locales/es/messages.po translations.py [more.py ...]"""
import re, sys

path, *sources = sys.argv[1:]
table = {}
for source in sources:
    scope = {}
    exec(open(source, encoding="utf-8").read(), scope)
    for value in scope.values():
        if isinstance(value, dict):
            table.update(value)

def unquote(text):
    return text.encode("utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")

def quote(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')

lines = open(path, encoding="utf-8").read().split("\n")
out, missing, msgid = [], [], None
for line in lines:
    m = re.match(r'^msgid "(.*)"$', line)
    if m:
        msgid = m.group(1).replace('\\"', '"').replace("\\\\", "\\")
    if line == 'msgstr ""' and msgid:
        if msgid in table:
            line = f'msgstr "{quote(table[msgid])}"'
        else:
            missing.append(msgid)
    out.append(line)
open(path, "w", encoding="utf-8").write("\n".join(out))
print(f"missing: {len(missing)}")
for item in missing:
    print("  ", item)
