# Checks of the built Windows app on a GitHub runner (.github/workflows/release.yml), as
# ../shared/deployment.md promises them to schools:
#   portable     the one-folder app copied to a "stick" whose folders have Cyrillic names with
#                spaces, a file "portable" beside finite-games.exe: data\ is made there and
#                nothing is written to the user's AppData;
#   per-user     "setup.exe /S /CurrentUser": no admin rights needed, %LOCALAPPDATA%\Programs;
#   per-machine  "setup.exe /S /AllUsers": Program Files, shortcuts for every user.
# Each install runs the app's --self-test and --time-to-window, plays one move of a pupil's
# strategy file through the app (a battle's child process), then uninstalls silently and checks
# that the app is gone and the user's data is not.
param(
    [Parameter(Mandatory)] [ValidateSet("portable", "per-user", "per-machine")] [string] $Check,
    [Parameter(Mandatory)] [string] $Version
)
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest

function Invoke-App([string] $Exe, [string[]] $Arguments, [string] $InputFile = "") {
    # The app has no console (a windowed build): Start-Process waits for it and gives its exit
    # code; its output goes to files, shown in the log.
    $out = New-TemporaryFile
    $err = New-TemporaryFile
    $options = @{ FilePath = $Exe; ArgumentList = $Arguments; Wait = $true; PassThru = $true
                  NoNewWindow = $true; RedirectStandardOutput = $out; RedirectStandardError = $err }
    if ($InputFile) { $options.RedirectStandardInput = $InputFile }
    $process = Start-Process @options
    $text = Get-Content -Raw -Encoding utf8 $out
    Write-Host "$Exe $Arguments -> exit $($process.ExitCode)"
    Write-Host $text
    Get-Content -Raw -Encoding utf8 $err | Write-Host
    if ($process.ExitCode -ne 0) { throw "$Exe $Arguments exited with $($process.ExitCode)" }
    return $text
}

function Assert-Exists([string] $Path) {
    if (-not (Test-Path -LiteralPath $Path)) { throw "missing: $Path" }
}

function Assert-Missing([string] $Path) {
    if (Test-Path -LiteralPath $Path) { throw "should not be there: $Path" }
}

function Test-App([string] $Folder, [string] $Data) {
    $exe = Join-Path $Folder "finite-games.exe"
    Invoke-App $exe @("--self-test") | Out-Null
    Invoke-App $exe @("--time-to-window") | Out-Null
    Assert-Exists (Join-Path $Data "settings.ini")
    Assert-Exists (Join-Path $Data "autosave.json")
    # The frozen app is itself the process of a pupil's strategy file in a battle.
    $strategy = Join-Path $env:GITHUB_WORKSPACE "tests\engines\strategies\fine.py"
    $request = New-TemporaryFile
    Set-Content -LiteralPath $request -Encoding utf8NoBOM -Value '{"position": {}, "moves": ["a"], "info": {}}'
    $answer = Invoke-App $exe @("--strategy-child", "`"$strategy`"", "256", "1000") $request
    if ($answer -notmatch '\{"move": "a"\}') { throw "the strategy child answered: $answer" }
}

function Install-App([string] $Mode, [string] $Folder) {
    $setup = Join-Path $env:GITHUB_WORKSPACE "dist\finite-games-$Version-setup.exe"
    $process = Start-Process -FilePath $setup -ArgumentList @("/S", "/$Mode") -Wait -PassThru
    if ($process.ExitCode -ne 0) { throw "the installer exited with $($process.ExitCode)" }
    Assert-Exists (Join-Path $Folder "finite-games.exe")
    Assert-Exists (Join-Path $Folder "uninstall.exe")
}

function Uninstall-App([string] $Mode, [string] $Folder) {
    $uninstaller = Join-Path $Folder "uninstall.exe"
    Start-Process -FilePath $uninstaller -ArgumentList @("/S", "/$Mode") -Wait | Out-Null
    # NSIS runs the uninstaller from a copy in TEMP, so the first process ends at once.
    $deadline = (Get-Date).AddSeconds(120)
    while ((Test-Path -LiteralPath (Join-Path $Folder "finite-games.exe")) -and (Get-Date) -lt $deadline) {
        Start-Sleep -Seconds 2
    }
    Assert-Missing (Join-Path $Folder "finite-games.exe")
    Assert-Missing (Join-Path $Folder "_internal")
}

$userData = Join-Path $env:APPDATA "FiniteGames\FiniteGames"
$uninstallKey = "Software\Microsoft\Windows\CurrentVersion\Uninstall\FiniteGames"
# Silent installs speak the installer's first language: the shortcuts have the Russian name.
$shortcut = "Конечные игры"

switch ($Check) {
    "portable" {
        $stick = Join-Path $env:RUNNER_TEMP "Флешка учителя\Конечные игры"
        New-Item -ItemType Directory -Force (Split-Path $stick) | Out-Null
        Copy-Item -Recurse (Join-Path $env:GITHUB_WORKSPACE "dist\finite-games") $stick
        Set-Content -LiteralPath (Join-Path $stick "portable") -Value ""
        $start = Get-Date
        Test-App $stick (Join-Path $stick "data")
        # The app's folders in the profile (data, Qt's cache) got nothing: the engine tests
        # before may have made them, so what counts is what changed since the portable start.
        foreach ($folder in @((Join-Path $env:APPDATA "FiniteGames"), (Join-Path $env:LOCALAPPDATA "FiniteGames"))) {
            if (Test-Path -LiteralPath $folder) {
                $changed = Get-ChildItem -LiteralPath $folder -Recurse -Force | Where-Object { $_.LastWriteTime -ge $start }
                if ($changed) { throw "portable mode wrote into the profile: $($changed.FullName)" }
            }
        }
        Write-Host "portable: everything in $stick\data, nothing in AppData"
    }
    "per-user" {
        $folder = Join-Path $env:LOCALAPPDATA "Programs\FiniteGames"
        Install-App "CurrentUser" $folder
        Assert-Exists "HKCU:\$uninstallKey"
        $desktop = [Environment]::GetFolderPath("Desktop")
        Assert-Exists (Join-Path $desktop "$shortcut.lnk")
        Assert-Exists (Join-Path $env:APPDATA "Microsoft\Windows\Start Menu\Programs\$shortcut\$shortcut.lnk")
        Test-App $folder $userData
        Uninstall-App "CurrentUser" $folder
        Assert-Missing "HKCU:\$uninstallKey"
        Assert-Missing (Join-Path $desktop "$shortcut.lnk")
        Assert-Exists (Join-Path $userData "autosave.json")  # the pupil's data stays
        Write-Host "per-user: installed in $folder, removed, data kept"
    }
    "per-machine" {
        $folder = Join-Path $env:ProgramFiles "FiniteGames"
        Install-App "AllUsers" $folder
        # A 32-bit installer's HKLM keys land in the 32-bit view.
        $keys = @("HKLM:\$uninstallKey", "HKLM:\Software\WOW6432Node\Microsoft\Windows\CurrentVersion\Uninstall\FiniteGames")
        if (-not ($keys | Where-Object { Test-Path $_ })) { throw "no uninstall entry in HKLM" }
        Assert-Exists (Join-Path $env:PUBLIC "Desktop\$shortcut.lnk")
        Assert-Exists (Join-Path $env:ProgramData "Microsoft\Windows\Start Menu\Programs\$shortcut\$shortcut.lnk")
        Test-App $folder $userData
        Uninstall-App "AllUsers" $folder
        if ($keys | Where-Object { Test-Path $_ }) { throw "the uninstall entry is still there" }
        Assert-Missing (Join-Path $env:PUBLIC "Desktop\$shortcut.lnk")
        Assert-Exists (Join-Path $userData "autosave.json")
        Write-Host "per-machine: installed in $folder for all users, removed, data kept"
    }
}
