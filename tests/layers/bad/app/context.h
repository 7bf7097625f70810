#pragma once
// A front end: the engine must not include it.
