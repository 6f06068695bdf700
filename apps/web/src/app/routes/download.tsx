// /download: installing the site as an app.
import { DownloadPage } from '../../features/download/components/download-page';

export default DownloadPage;
