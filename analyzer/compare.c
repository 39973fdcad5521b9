// SPDX-License-Identifier: GPL-2.0
#include "cmds.h"
#include "msg.h"

int cmd_compare(int argc, char **argv)
{
	pt_err("compare: not yet");
	return 1;
}
