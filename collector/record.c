// SPDX-License-Identifier: GPL-2.0
#include "cmds.h"
#include "msg.h"

int cmd_record(int argc, char **argv)
{
	pt_err("record: not yet");
	return 1;
}
