// SPDX-License-Identifier: GPL-2.0
#include <stdio.h>
#include <string.h>
#include <sqlite3.h>
#include "cmd.h"
#include "msg.h"
#include "version.h"

static void usage(FILE *f, const char *synopsis, const struct command *cmds)
{
	const struct command *c;

	fprintf(f, "usage: %s %s\n\ncommands:\n", pt_prog, synopsis);
	for (c = cmds; c->name; c++)
		fprintf(f, "  %-8s %s\n", c->name, c->help);
	fprintf(f, "\noptions:\n  -h, --help     this help (also: %s help)\n"
		   "      --version  print the version (also: %s version)\n", pt_prog, pt_prog);
	fprintf(f, "\n'%s <command> -h' shows a command's options; see %s(1).\n", pt_prog,
		pt_prog);
}

int cmd_main(const char *synopsis, const struct command *cmds, int argc, char **argv)
{
	const struct command *c;

	/* One connection, used by one thread at a time: no SQLite mutexes. */
	sqlite3_config(SQLITE_CONFIG_SINGLETHREAD);
	if (argc < 2) {
		usage(stderr, synopsis, cmds);
		return 2;
	}
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "help")) {
		usage(stdout, synopsis, cmds);
		return 0;
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "version")) {
		printf("%s %s\n", pt_prog, pt_version);
		return 0;
	}
	for (c = cmds; c->name; c++)
		if (!strcmp(argv[1], c->name))
			return c->fn(argc - 1, argv + 1);
	pt_err("'%s' is not a command; see '%s --help'", argv[1], pt_prog);
	return 2;
}
