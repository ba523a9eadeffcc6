-- Neovim 0.11+: start `syndicate lsp` for the YAML files of a Syndicate pack.
-- `syndicate new` writes this as .nvim.lua in the pack (read when 'exrc' is on:
-- `vim.o.exrc = true` in your init.lua; Neovim asks once whether to trust it).
-- Or copy it into your config (e.g. ~/.config/nvim/plugin/syndicate.lua).
vim.lsp.config("syndicate", {
  cmd = { "syndicate", "lsp" },
  filetypes = { "yaml" },
  root_markers = { "game.yaml" },
})
vim.lsp.enable("syndicate")
