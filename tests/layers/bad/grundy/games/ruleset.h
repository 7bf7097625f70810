#pragma once
// A layer above core.
