/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cmd - the command table both programs dispatch from, as git and trace-cmd
 * do: `PROG COMMAND [options]`; bare PROG lists the commands.
 */
#ifndef PT_CMD_H
#define PT_CMD_H

struct command {
	const char *name;
	int (*fn)(int argc, char **argv); /* returns the exit status */
	const char *help;
};

/**
 * cmd_main - run the command argv[1] names, or -h/--help/help,
 * --version/version
 * @synopsis: what follows the program's name in the usage line
 * @cmds: terminated by a NULL name
 * Return: the exit status: the command's, 0 for help, 2 for a usage error.
 */
int cmd_main(const char *synopsis, const struct command *cmds, int argc, char **argv);

#endif
