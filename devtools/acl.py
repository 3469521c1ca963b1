"""The Redis ACL file, rendered from configs/redis/users.acl.template and one password per
role: each password's only source is the environment (or a secret file), and the file
holds only its SHA-256 (``#<hex>``), never the password.

    TRANSQ_WORKER_PASSWORD=... [TRANSQ_<ROLE>_PASSWORD_FILE=/run/secrets/...] \\
        python -m devtools.acl > users.acl

configs/redis/render-acl.sh does the same inside the Redis container (no Python there);
tests/transq/test_acl.py renders the template with test passwords.
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Mapping
from pathlib import Path

from devtools.redis_server import REPO

TEMPLATE = REPO / "configs" / "redis" / "users.acl.template"
ROLES = ("producer", "gateway", "worker", "monitor", "admin")


def render(passwords: Mapping[str, str], template: Path = TEMPLATE) -> str:
    """The ACL file with ``{{role}}`` replaced by ``#<sha256 of the role's password>``."""
    text = template.read_text()
    for role in ROLES:
        if not passwords.get(role):
            raise ValueError(f"no password for the Redis role {role!r}")
        text = text.replace(f"{{{{{role}}}}}", "#" + hashlib.sha256(passwords[role].encode()).hexdigest())
    if "{{" in text:
        raise ValueError(f"{template} has a placeholder for a role not in {ROLES}")
    return text


def password_from_env(role: str, env: Mapping[str, str] = os.environ) -> str:
    """TRANSQ_<ROLE>_PASSWORD, or the content of the file TRANSQ_<ROLE>_PASSWORD_FILE names."""
    name = f"TRANSQ_{role.upper()}_PASSWORD"
    if env.get(f"{name}_FILE"):
        return Path(env[f"{name}_FILE"]).read_text().strip()
    return env.get(name, "")


def main() -> int:
    try:
        sys.stdout.write(render({role: password_from_env(role) for role in ROLES}))
    except ValueError as exc:
        print(f"error: {exc} (set TRANSQ_<ROLE>_PASSWORD or TRANSQ_<ROLE>_PASSWORD_FILE)", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
