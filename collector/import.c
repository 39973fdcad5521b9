// SPDX-License-Identifier: GPL-2.0
#include "cmds.h"
#include "msg.h"

int cmd_import(int argc, char **argv)
{
	pt_err("import: not yet");
	return 1;
}
